// The spreadsheet reader runs in its own node process (parse-spreadsheet.ts), started without the server's
// `--import tsx`, so it registers tsx itself before loading the TypeScript reader named by its parent.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
