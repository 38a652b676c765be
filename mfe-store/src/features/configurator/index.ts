/** The product configuration overlay; its code loads on the first product click (ADR 0015). */
export const loadConfigurationOverlay = () => import('./ConfigurationOverlay');
