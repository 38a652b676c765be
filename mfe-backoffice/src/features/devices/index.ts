/** Notification and printing devices (SPEC §7 devices, CloudPRNT). */
export { DevicesScreen } from './components/DevicesScreen';
