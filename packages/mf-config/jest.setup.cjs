// Runs before each of mf-config's test files: its tests check what a release build writes, whatever the shell says.
// The suite's own web builds set FUNDNET_SOURCE_MAPS=off (scripts/test-all.mjs); a test that wants it sets it itself.
// Jest gives each test file its own copy of process.env, so this reaches no other file.
delete process.env.FUNDNET_SOURCE_MAPS;
