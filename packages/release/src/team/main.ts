import { runTeamCli } from './team-cli';

// `pnpm area:check <area>`'s entry (bin/fundnet-team.mjs runs it through tsx).
runTeamCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
