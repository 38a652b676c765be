// The shell provides every shared singleton eagerly, so it starts without an async boundary.
import { start } from './app/start';

start();
