// The German messages are a contract the back-office's forms share (@theke/contracts).
export { MESSAGES } from '@theke/contracts';
