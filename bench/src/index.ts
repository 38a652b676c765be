export { measure, type Measurement } from './measure';
