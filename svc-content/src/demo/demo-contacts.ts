import { demoImageRef } from './demo-images';

/** Contact people of the demo site (SPEC §3 contact person). */
export const MARIA = {
  first_name: 'Maria',
  last_name: 'Huber',
  position: 'Geschäftsführerin',
  email: 'maria.huber@theke-reinigung.at',
  phone: '+43 1 523 45 67 10',
  days: 'Montag bis Freitag',
  time: '08:00 - 12:00',
  image: demoImageRef(106),
};

export const STEFAN = {
  first_name: 'Stefan',
  last_name: 'Gruber',
  position: 'Objektleiter Steiermark',
  email: 'stefan.gruber@theke-reinigung.at',
  phone: '+43 316 71 22 33',
  days: 'Montag bis Donnerstag',
  time: '13:00 - 17:00',
  image: demoImageRef(107),
};
