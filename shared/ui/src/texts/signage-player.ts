/**
 * German texts of the TV player (issue 23, ADR 0042 "Pairing"), `/signage/player`, registered by
 * the signage remote's SignagePlayer when it loads.
 */
export const signagePlayerTexts = {
  signagePlayer: {
    pairingTitle: 'Kopplungscode',
    pairingHint: 'Geben Sie diesen Code im Backoffice unter Digital Signage → TVs ein.',
    pairingWaiting: 'Der Code wird angefordert …',
    pairingFailed: 'Keine Verbindung zum Server. Neuer Versuch in wenigen Sekunden …',
    noProgramme: 'Das Programm wird geladen …',
    noScene: 'Diesem TV ist noch keine Szene zugewiesen.',
    preparing: 'In Zubereitung',
    ready: 'Abholbereit',
    noTickets: 'Keine Bestellungen',
    menuEmpty: 'Derzeit keine Produkte',
  },
};
