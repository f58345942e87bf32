// The shell is the federation host through MF's runtime API, created when a remote is first needed (ADR 0063): its
// own modules need no async boundary, so the page starts at once, its modules evaluated in a few tasks
// (start-in-stages.ts).
import { startInStages } from './start-in-stages';

void startInStages();
