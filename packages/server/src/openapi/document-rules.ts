/**
 * Operations whose server checks what a JSON Schema (OpenAPI 3.0) cannot state: a rule across fields, a value that
 * must match stored data or the clock, or an address the server fetches. A body valid by the document can still be a
 * 422 there, with the rule's own message on the field. The property test (property.test.ts) does not count those
 * 422s; it still sends the bodies and fails on any 5xx. Each entry says which rule.
 * Keep this list short: a limit, a format, a pattern or a required key belongs in the contract (`v.metadata` when
 * the contract's check is a function), so the document says it.
 */
const fetchedAddress = 'the address is fetched: one that is private, unreachable or not a website is refused';
const webhookAddress = 'url: https only, and no private or loopback address (the server posts to it)';
const periodOrder = 'a period’s end may not be before its start';
const ndaSections = 'sections: at least one when requireNda is true';
const dealRangeOrder = 'dealRangeTo may not be lower than dealRangeFrom (investor details)';
const fundParticipated =
  'the fund’s own fields of the round (entity, role, shares, amounts) are required when fundParticipated says it took part';
const shareLinkScope =
  'scope names this fund’s own sections, track records or data rooms; expiresAt lies in the future; password is ' +
  'required by the password access modes, allowList by the e-mail ones';

const signedNdaDrawing = 'signature, when sent, must decode to a PNG image (its bytes, not only its data-URL prefix)';

export const documentRules: Readonly<Record<string, string>> = {
  'auth.verifySmsCode': 'code must be the one just sent by SMS',
  'users.changePassword': 'currentPassword must be the account’s password',
  'dataRoom.create': 'externalDataRoomUrl is required when the type is external',
  'dataRoom.dataRoom': 'externalDataRoomUrl is required when the type is external',
  'dataRoom.permissionHolderEdit': 'each entry of add names one of an e-mail address, a profile or a member role',
  'dataRoomQa.question': 'page only with fileId, and at most the file’s number of pages',
  'follow.automaticFollow': 'profileIds (at least one) or followBack: true',
  'fundCustomProfileLink.create': shareLinkScope,
  'fundCustomProfileLink.editScope': shareLinkScope,
  'fundCustomProfileLinkV2.create': shareLinkScope,
  'fundCustomProfileLinkV2.editScope': shareLinkScope,
  'fundCustomProfileLink.signNda': signedNdaDrawing,
  'fundCustomProfileLinkV2.signNda': signedNdaDrawing,
  'fundFeedback.create': 'the sub-criteria a criterion takes depend on the criterion',
  'fundInfo.create':
    'targetFundSize is required unless the fundraising status is evergreen; the key date may not be before the first ' +
    `close; ${periodOrder} (management fee periods)`,
  'fundInfo.editFundDetails': 'targetFundSize is required unless the fundraising status is evergreen',
  'fundInfo.editFundTerms': `${periodOrder} (management fee periods)`,
  'fundInfo.status': 'the key date may not be before the first close',
  'fundInfo.editRequireNda': ndaSections,
  'investorInfo.create': dealRangeOrder,
  'investorInfo.editInvestorDetails': dealRangeOrder,
  'investorInfo.editRequireNda': ndaSections,
  'serviceProvider.editRequireNda': ndaSections,
  'fundInfo.prefill': fetchedAddress,
  'investorInfo.prefill': fetchedAddress,
  'serviceProvider.prefill': fetchedAddress,
  'upload.getByUrl': fetchedAddress,
  'fundWebhook.createEndpoint': webhookAddress,
  'fundWebhook.updateEndpoint': webhookAddress,
  'fundInvestmentParticipant.create': 'participantName is required when no investorProfileId is given',
  'platformEvent.create': `${periodOrder} (event dates); mainEventId names an existing event when the event is a side event`,
  'platformEvent.update': `${periodOrder} (event dates)`,
  'platformEvent.ratingsMinePut': 'datesOfAttendance: at least one when the perspective is haveAttended',
  'providerRating.update': 'liked or score: at least one (a rating that sets neither is refused)',
  'profileCta.update': 'label and url (or email) are required by the actions that show a button',
  'profileNotifications.update': 'which preferences exist depends on the active profile’s type',
  'profileNda.document': 'text or documentKey: the NDA is written or uploaded as a PDF',
  'trackRecord.create': `${periodOrder} (investment period)`,
  'trackRecord.update': `${periodOrder} (investment period)`,
  'trackRecordGraduation.primaryEquity': fundParticipated,
  'trackRecordGraduation.secondaryEquity': fundParticipated,
  'trackRecordGraduation.safe': fundParticipated,
  'trackRecordGraduation.debt': fundParticipated,
  'trackRecordGraduation.convertibleLoan': fundParticipated,
  'trackRecord.getRowsFromFile': 'the file must be a readable .xlsx or .csv sheet',
};
