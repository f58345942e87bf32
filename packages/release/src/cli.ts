import { runCli } from './commands';

// The release tool's entry (bin/fundnet-release.mjs runs it through tsx).
runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
