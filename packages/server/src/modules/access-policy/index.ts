// The public face of the access-policy module: the access policy row, its evaluation and the visitor tokens that
// share links use today and data rooms will reuse. Other modules import only from here (and its tables.ts).

export { addressAdmitted, addressMatches, evaluateAccess, noVisitorState, policyForMode, type VisitorState } from './policy';
export {
  accessOf,
  consumeMagicCode,
  consumeMagicToken,
  createMagicCode,
  currentNdaVersionOf,
  issueVisitorToken,
  resolveVisitorToken,
  stateOf,
  updateVisitor,
} from './visitor-tokens';
export { GUESSES_PER_VISITOR, type Guesser, guessThrottle } from './throttle';
export type { AccessPolicyRow, AccessVisitorTokenRow } from './tables';
export { PURGE_VISITOR_TOKENS_JOB, purgeExpiredVisitorTokens, registerAccessPolicyJobs } from './purge';
// Share links and access requests join a policy's state through this subquery.
export { policyRefs } from './policy-refs';
// Share links join their policy in one statement and change it through these (policy-rows.ts).
export {
  createPolicy,
  type PolicyRowRef,
  policyColumnsOf,
  policyRowRefs,
  provenVisitorExists,
  touchVisitorToken,
  updatePolicy,
  visitorTokenRefs,
} from './policy-rows';
