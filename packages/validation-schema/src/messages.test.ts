import * as v from 'valibot';
import * as enums from './enums';
import { flattenIssues } from './errors';
import * as forms from './forms';
import { type MessageKey, messages } from './messages';
import * as options from './options';
import * as rules from './rules';
import { REMOVE, withField, withFields } from './test-support/mutate';
import { validInputs as fx, validVariants } from './test-support/valid-inputs';

/** A schema, an input that must fail, and the dotted path where the message must appear. */
interface Case {
  schema: v.GenericSchema;
  input: unknown;
  path: string;
}

const eur = (value: number) => ({ value, currency: 'EUR' });
const c = (schema: v.GenericSchema, base: unknown, path: string, value: unknown): Case => ({
  schema,
  input: withField(base, path, value),
  path,
});
/** A default enum / option picklist: an unknown value fails at the root. */
const pick = (schema: v.GenericSchema, input: unknown = '__not_a_value__'): Case => ({ schema, input, path: '_root' });

const participating = validVariants.participatingPricedEquityRound;
const participatingSafe = { ...fx.safeRoundSchema, fundParticipated: true, fundEntityName: 'Fund I', role: 'Lead' };

/**
 * One failing case per message. Typed as a complete record over MessageKey: adding a message
 * without a test, or keeping a test for a removed message, fails the typecheck.
 */
const cases: Record<MessageKey, Case> = {
  // e-mail, password, codes
  emailRequired: c(forms.loginSchema, fx.loginSchema, 'email', '  '),
  emailInvalid: c(forms.loginSchema, fx.loginSchema, 'email', 'anna@'),
  passwordRequired: c(forms.loginSchema, fx.loginSchema, 'password', ''),
  passwordMinChar: c(forms.resetPasswordSchema, fx.resetPasswordSchema, 'password', 'Ab1!'),
  passwordUppercase: c(forms.resetPasswordSchema, fx.resetPasswordSchema, 'password', 'abcdefg1!'),
  passwordNumber: c(forms.resetPasswordSchema, fx.resetPasswordSchema, 'password', 'Abcdefgh!'),
  passwordSpecial: c(forms.resetPasswordSchema, fx.resetPasswordSchema, 'password', 'Abcdefg12'),
  currentPasswordRequired: c(forms.changePasswordSchema, fx.changePasswordSchema, 'currentPassword', ''),
  verificationCodeRequired: c(forms.verifyCodeSchema, fx.verifyCodeSchema, 'code', ''),
  verificationCodeMinLength: c(forms.verifyCodeSchema, fx.verifyCodeSchema, 'code', '1234'),
  // phone
  phoneRequired: c(forms.smsVerificationSchema, fx.smsVerificationSchema, 'phoneNumber', ' '),
  phoneMinLength: c(forms.smsVerificationSchema, fx.smsVerificationSchema, 'phoneNumber', '123456'),
  phoneMaxLength: c(forms.smsVerificationSchema, fx.smsVerificationSchema, 'phoneNumber', '1234567890123456'),
  phoneFormat: c(forms.smsVerificationSchema, fx.smsVerificationSchema, 'phoneNumber', 'call me now'),
  phoneCountryCode: c(forms.smsVerificationSchema, fx.smsVerificationSchema, 'phoneNumber', '079 123 45 67'),
  // contact, invite, reject
  firstNameRequired: c(forms.contactUsSchema, fx.contactUsSchema, 'firstName', ''),
  lastNameRequired: c(forms.contactUsSchema, fx.contactUsSchema, 'lastName', REMOVE),
  typeRequired: c(forms.contactUsSchema, fx.contactUsSchema, 'type', 'spam'),
  messageRequired: c(forms.contactUsSchema, fx.contactUsSchema, 'message', '   '),
  atLeastOneEmail: c(forms.inviteSchema, fx.inviteSchema, 'emails', []),
  rejectReasonRequired: c(forms.rejectSchema, fx.rejectSchema, 'reason', ''),
  rejectMessageRequired: c(forms.rejectSchema, fx.rejectSchema, 'message', REMOVE),
  // onboarding
  countryOfResidenceRequired: c(forms.onboardingAboutYouSchema, fx.onboardingAboutYouSchema, 'countryOfResidence', 'XX'),
  describesYouBestRequired: c(forms.onboardingAboutYouSchema, fx.onboardingAboutYouSchema, 'describesYouBest', REMOVE),
  atLeastOnePointOfInterest: c(forms.onboardingPointsOfInterestSchema, fx.onboardingPointsOfInterestSchema, 'pointsOfInterest', []),
  // company, closing, reference
  companyNameIsARequired: c(forms.companySchema, fx.companySchema, 'companyName', ''),
  legalNameRequired: c(forms.companySchema, fx.companySchema, 'legalName', ''),
  addressRequired: c(forms.companySchema, fx.companySchema, 'address', REMOVE),
  vatIdRequired: c(forms.companySchema, fx.companySchema, 'vatId', ' '),
  closingNameRequired: c(forms.closingSchema, fx.closingSchema, 'closingName', ''),
  targetClosingDateRequired: c(forms.closingSchema, fx.closingSchema, 'targetClosingDate', REMOVE),
  closingGoalRequired: c(forms.closingSchema, fx.closingSchema, 'closingGoal', REMOVE),
  shortSummaryRequired: c(forms.referenceSchema, fx.referenceSchema, 'description', ''),
  // URLs and links
  enterCorrectUrl: c(forms.companySchema, fx.companySchema, 'websiteUrl', 'not a url'),
  invalidUrlFormat: c(forms.eventSchema, fx.eventSchema, 'eventUrl', 'tickets'),
  pleaseEnterWebsite: c(forms.pressClippingSchema, fx.pressClippingSchema, 'url', ''),
  incorrectWebsiteUrl: c(forms.coInvestorProviderSchema, fx.coInvestorProviderSchema, 'providerWebsiteUrl', 'http://'),
  pleaseEnterCorrectUrl: c(forms.fundLinkSchema, fx.fundLinkSchema, 'fundUrl', 'fund one'),
  urlRequired: c(forms.externalDataRoomSchema, fx.externalDataRoomSchema, 'externalDataRoomUrl', ''),
  enterCorrectLinkedinUrl: c(forms.linksSchema, fx.linksSchema, 'linkedinUrl', 'https://example.com/in/anna'),
  enterCorrectTwitterUrl: c(forms.linksSchema, fx.linksSchema, 'twitterUrl', 'https://facebook.com/anna'),
  enterCorrectFacebookUrl: c(forms.linksSchema, fx.linksSchema, 'facebookUrl', 'https://x.com/anna'),
  enterCorrectCrunchbaseUrl: c(forms.linksSchema, fx.linksSchema, 'crunchbaseUrl', 'https://dealroom.co/anna'),
  enterCorrectMediumUrl: c(forms.linksSchema, fx.linksSchema, 'mediumUrl', 'https://example.com/@anna'),
  enterCorrectDealroomUrl: c(forms.linksSchema, fx.linksSchema, 'dealroomUrl', 'https://crunchbase.com/anna'),
  linkedinRequired: c(forms.keyPersonSchema, fx.keyPersonSchema, 'linkedin', ''),
  videoLinkInvalid: c(forms.videoSchema, fx.videoSchema, 'url', 'my video'),
  podcastLinkInvalid: c(forms.podcastSchema, fx.podcastSchema, 'url', 'episode 1'),
  // generic field messages
  thisFieldIsRequired: c(forms.investorProfileSchema, fx.investorProfileSchema, 'dealRangeFrom', REMOVE),
  invalidInput: { schema: forms.loginSchema, input: 'anna@example.com', path: '_root' },
  nameRequired: c(forms.videoSchema, fx.videoSchema, 'name', ''),
  companyNameRequired: c(forms.coInvestorSchema, fx.coInvestorSchema, 'companyName', ''),
  fullNameRequired: c(forms.keyPersonSchema, fx.keyPersonSchema, 'name', ''),
  positionRequired: c(forms.teamMemberSchema, fx.teamMemberSchema, 'position', REMOVE),
  imageRequired: c(forms.keyPersonSchema, fx.keyPersonSchema, 'image', ''),
  descriptionRequired: c(forms.keyPersonSchema, fx.keyPersonSchema, 'description', ''),
  currencyRequired: c(forms.closingSchema, fx.closingSchema, 'closingGoal.currency', REMOVE),
  amountRequired: { schema: rules.moneySchema, input: { currency: 'EUR' }, path: 'value' },
  valueMinZero: c(forms.coInvestorSchema, fx.coInvestorSchema, 'coInvestmentDealsNum', -1),
  wholeNumber: c(forms.coInvestorSchema, fx.coInvestorSchema, 'coInvestmentDealsNum', 1.5),
  percentageRange: c(forms.safeRoundSchema, fx.safeRoundSchema, 'conversionDiscount', 120),
  invalidDate: c(forms.closingSchema, fx.closingSchema, 'targetClosingDate', '2025-02-30'),
  invalidYear: c(forms.previousInvestmentSchema, fx.previousInvestmentSchema, 'yearOfInvestment', 1800),
  endDateBeforeStartDate: c(forms.eventSchema, fx.eventSchema, 'eventEndDate', '2025-09-01'),
  periodEndBeforeStart: {
    schema: forms.managementFeePeriodSchema,
    input: withField(fx.managementFeePeriodSchema, 'from', 6),
    path: 'to',
  },
  ratingRequired: c(forms.feedbackSchema, fx.feedbackSchema, 'portfolioFit.rating', REMOVE),
  ratingRange: c(forms.feedbackSchema, fx.feedbackSchema, 'portfolioFit.rating', 6),
  atLeastOneKeyword: c(forms.eventSchema, fx.eventSchema, 'keywords', ['  ']),
  onlyNumbersAndComma: c(forms.portfolioCompanySchema, fx.portfolioCompanySchema, 'moic', '2.5'),
  // profiles
  atLeastOneOffering: c(forms.providerProfileSchema, fx.providerProfileSchema, 'mainOfferings', []),
  maxMainOfferings: c(
    forms.providerProfileSchema,
    fx.providerProfileSchema,
    'mainOfferings',
    Array.from({ length: 11 }, (_, i) => `Offering ${i + 1}`),
  ),
  offeringEmpty: { ...c(forms.providerProfileSchema, fx.providerProfileSchema, 'mainOfferings', [' ']), path: 'mainOfferings.0' },
  targetFundSizeRequired: c(forms.fundProfileSchema, fx.fundProfileSchema, 'targetFundSize', REMOVE),
  atLeastOneStage: c(forms.fundProfileSchema, fx.fundProfileSchema, 'stageFocus', []),
  atLeastOneSectorFocus: c(forms.fundProfileSchema, fx.fundProfileSchema, 'sectorFocus', []),
  atLeastOneStrategyType: c(forms.fundProfileSchema, fx.fundProfileSchema, 'strategyType', []),
  atLeastOneGeography: c(forms.investorProfileSchema, fx.investorProfileSchema, 'geographies', []),
  dealRangeOrder: c(forms.investorProfileSchema, fx.investorProfileSchema, 'dealRangeTo', eur(500_000)),
  fundNameRequired: c(forms.fundLinkSchema, fx.fundLinkSchema, 'fundName', ''),
  // people and media
  videoTypeRequired: c(forms.videoSchema, fx.videoSchema, 'type', ''),
  publishingDateRequired: c(forms.pressClippingSchema, fx.pressClippingSchema, 'publishingDate', ''),
  teaserTextRequired: c(forms.pressClippingSchema, fx.pressClippingSchema, 'teaserText', REMOVE),
  geographyRequired: c(forms.fundClientSchema, fx.fundClientSchema, 'geography', REMOVE),
  // portfolio and history
  yearOfInvestmentRequired: c(forms.previousInvestmentSchema, fx.previousInvestmentSchema, 'yearOfInvestment', REMOVE),
  amountInvestedRequired: c(forms.previousInvestmentSchema, fx.previousInvestmentSchema, 'amountInvested', REMOVE),
  initialInvestmentStageRequired: c(forms.previousInvestmentSchema, fx.previousInvestmentSchema, 'initialInvestmentStage', 'Growth'),
  fundInvestmentTypeRequired: c(forms.previousInvestmentSchema, fx.previousInvestmentSchema, 'fundInvestmentType', ''),
  investmentDescriptionRequired: c(forms.previousInvestmentSchema, fx.previousInvestmentSchema, 'investmentDescription', ''),
  vintageYearRequired: c(forms.previousFundSchema, fx.previousFundSchema, 'vintageYear', REMOVE),
  fundStatusRequired: c(forms.previousFundSchema, fx.previousFundSchema, 'status', ''),
  providerNameRequired: c(forms.dealProviderSchema, fx.dealProviderSchema, 'nameOfProvider', ''),
  providerTypeRequired: c(forms.dealProviderSchema, fx.dealProviderSchema, 'providerType', 'bank'),
  feePeriodFromRequired: c(forms.managementFeePeriodSchema, fx.managementFeePeriodSchema, 'from', REMOVE),
  feePeriodToRequired: c(forms.managementFeePeriodSchema, fx.managementFeePeriodSchema, 'to', REMOVE),
  managementFeeTypeRequired: c(forms.managementFeePeriodSchema, fx.managementFeePeriodSchema, 'managementFeeType', ''),
  calculationBasisRequired: c(forms.managementFeePeriodSchema, fx.managementFeePeriodSchema, 'calculationBasis', ''),
  managementPercentageRequired: c(forms.managementFeePeriodSchema, fx.managementFeePeriodSchema, 'managementPercentage', REMOVE),
  kpiYearRequired: c(forms.kpiEntrySchema, fx.kpiEntrySchema, 'kpiYear', REMOVE),
  kpiQuarterInvalid: c(forms.kpiEntrySchema, fx.kpiEntrySchema, 'kpiQuarter', 5),
  // fund track record
  investmentPeriodRequired: c(forms.fundTrackRecordSchema, fx.fundTrackRecordSchema, 'investmentPeriodFrom', -1),
  numberOfInvestmentsRequired: c(forms.fundTrackRecordSchema, fx.fundTrackRecordSchema, 'numberOfInvestments', REMOVE),
  investedCapitalRequired: c(forms.fundTrackRecordSchema, fx.fundTrackRecordSchema, 'investedCapital', REMOVE),
  atLeastOneStageFocus: c(forms.fundTrackRecordSchema, fx.fundTrackRecordSchema, 'stageFocus', [{ value: 'Seed', inputVal: ' ' }]),
  trackRecordTypeRequired: c(forms.fundTrackRecordSchema, fx.fundTrackRecordSchema, 'type', ''),
  rvpiConfidenceRequired: c(forms.fundTrackRecordSchema, fx.fundTrackRecordSchema, 'RVPIconfidence', REMOVE),
  // feedback
  analysisStageRequired: c(forms.feedbackSchema, fx.feedbackSchema, 'analysisStage', REMOVE),
  generalRatingRequiredForFeedback: c(forms.feedbackSchema, fx.feedbackSchema, 'generalRating', REMOVE),
  generalFeedbackRequiredForFeedback: c(forms.feedbackSchema, fx.feedbackSchema, 'generalFeedback', ''),
  atLeastOneLikedThing: c(forms.feedbackSchema, fx.feedbackSchema, 'likedThings', ['']),
  atLeastOneImproveThing: c(forms.feedbackSchema, fx.feedbackSchema, 'improveThings', []),
  atLeastOneWeakSpot: c(forms.feedbackSchema, fx.feedbackSchema, 'weakSpots', []),
  // commitment investor
  investorNameRequired: c(forms.commitmentInvestorSchema, fx.commitmentInvestorSchema, 'investorName', ''),
  // co-investor
  investorRelationshipRequired: c(forms.coInvestorSchema, fx.coInvestorSchema, 'relationship', 'friend'),
  lastInvestmentRequired: c(forms.coInvestorSchema, fx.coInvestorSchema, 'lastInvestment', ''),
  monthYearInvalid: c(forms.coInvestorSchema, fx.coInvestorSchema, 'lastInvestment', '13/2024'),
  // graduation and round forms
  graduationTypeRequired: c(forms.graduationSchema, fx.graduationSchema, 'graduationType', REMOVE),
  nameOfGraduationRequired: c(forms.graduationSchema, fx.graduationSchema, 'nameOfGraduation', ''),
  stageOfInvestmentRequired: c(forms.graduationSchema, fx.graduationSchema, 'stageOfInvestment', 'Growth'),
  closingDateRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'closingDate', ''),
  preMoneyValuationRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'preMoneyValuation', REMOVE),
  postMoneyValuationRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'postMoneyValuation', REMOVE),
  totalInvestmentAmountRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'totalInvestmentAmount', REMOVE),
  sharePriceRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'sharePrice', REMOVE),
  sharesOutstandingPreRoundRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'sharesOutstandingPreRound', REMOVE),
  sharesOutstandingPostRoundRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'sharesOutstandingPostRound', REMOVE),
  newSharesIssuedRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'newSharesIssued', REMOVE),
  securityTypeRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'securityType', 'Bond'),
  shareClassRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'shareClassOfShares', ''),
  fundParticipatedRequired: c(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema, 'fundParticipated', REMOVE),
  fundEntityNameRequired: c(forms.pricedEquityRoundSchema, participating, 'fundEntityName', REMOVE),
  roundRoleRequired: c(forms.pricedEquityRoundSchema, participating, 'role', null),
  sharesOwnedPreRoundRequired: c(forms.pricedEquityRoundSchema, participating, 'sharesOwnedPreRound', REMOVE),
  ownershipPreRoundRequired: c(forms.pricedEquityRoundSchema, participating, 'ownershipPreRound', REMOVE),
  sharesAcquiredInRoundRequired: c(forms.pricedEquityRoundSchema, participating, 'sharesAcquiredInRound', REMOVE),
  investmentAmountRequired: c(forms.pricedEquityRoundSchema, participating, 'investmentAmount', REMOVE),
  sharesOwnedPostRoundRequired: c(forms.pricedEquityRoundSchema, participating, 'sharesOwnedPostRound', REMOVE),
  ownershipPostRoundRequired: c(forms.pricedEquityRoundSchema, participating, 'ownershipPostRound', REMOVE),
  liquidationPreferenceRequired: c(forms.pricedEquityRoundSchema, participating, 'liquidationPreference', REMOVE),
  pricePerShareRequired: c(forms.secondarySaleSchema, fx.secondarySaleSchema, 'pricePerShare', REMOVE),
  valuationRequired: c(forms.valuationUpdateSchema, fx.valuationUpdateSchema, 'valuation', REMOVE),
  valuationBasisRequired: c(forms.valuationUpdateSchema, fx.valuationUpdateSchema, 'valuationBasis', 'Other'),
  totalSoldSharesRequired: c(forms.secondarySaleSchema, fx.secondarySaleSchema, 'totalSoldShares', REMOVE),
  stakeRequired: c(forms.secondarySaleSchema, fx.secondarySaleSchema, 'stake', REMOVE),
  proceedsRequired: c(forms.secondarySaleSchema, fx.secondarySaleSchema, 'proceeds', REMOVE),
  sellerCompanyNameRequired: c(forms.secondarySaleSchema, fx.secondarySaleSchema, 'sellerCompanyName', ''),
  buyerCompanyNameRequired: c(forms.secondarySaleSchema, fx.secondarySaleSchema, 'buyerCompanyName', REMOVE),
  safeTypeRequired: c(forms.safeRoundSchema, fx.safeRoundSchema, 'safeType', ''),
  referenceValuationRequired: c(forms.safeRoundSchema, fx.safeRoundSchema, 'referenceValuation', REMOVE),
  conversionDiscountRequired: c(forms.safeRoundSchema, fx.safeRoundSchema, 'conversionDiscount', REMOVE),
  investmentAmountParticipatedRequired: c(forms.safeRoundSchema, participatingSafe, 'investmentAmountParticipated', REMOVE),
  dealCostsRequired: c(forms.safeRoundSchema, participatingSafe, 'yourDealCosts', { value: null, currency: 'USD' }),
  interestRateRequired: c(forms.convertibleLoanRoundSchema, fx.convertibleLoanRoundSchema, 'interestRate', REMOVE),
  maturityDateRequired: c(forms.convertibleLoanRoundSchema, fx.convertibleLoanRoundSchema, 'maturityDate', REMOVE),
  interestRateCompensationTypeRequired: c(
    forms.interestBearingRoundSchema,
    fx.interestBearingRoundSchema,
    'interestRateCompensationType',
    '',
  ),
  // data room
  addFileTypeRequired: c(forms.dataRoomItemSchema, fx.dataRoomItemSchema, 'dataRoomAddType', REMOVE),
  fileNameRequired: c(forms.dataRoomItemSchema, fx.dataRoomItemSchema, 'fileName', ''),
  linkNameRequired: c(forms.dataRoomItemSchema, validVariants.dataRoomLink, 'linkName', REMOVE),
  watermarkOptionRequired: c(forms.dataRoomItemSchema, fx.dataRoomItemSchema, 'dataRoomAddWatermark', REMOVE),
  dataRoomTypeRequired: c(forms.externalDataRoomSchema, fx.externalDataRoomSchema, 'dataRoomType', 'internal'),
  // event
  mainEventRequired: { schema: forms.eventSchema, input: { ...fx.eventSchema, isSideEvent: true }, path: 'mainEventId' },
  eventImageRequired: c(forms.eventSchema, fx.eventSchema, 'eventImageOriginal', ''),
  eventNameRequired: c(forms.eventSchema, fx.eventSchema, 'eventName', REMOVE),
  eventTypeRequired: c(forms.eventSchema, fx.eventSchema, 'eventType', 'Party'),
  eventFormatRequired: c(forms.eventSchema, fx.eventSchema, 'eventFormat', 'Hybrid'),
  atLeastOneStakeholderType: c(forms.eventSchema, fx.eventSchema, 'stakeholderType', []),
  eventStartDateRequired: c(forms.eventSchema, fx.eventSchema, 'eventStartDate', ''),
  eventEndDateRequired: c(forms.eventSchema, fx.eventSchema, 'eventEndDate', REMOVE),
  eventTimezoneRequired: c(forms.eventSchema, fx.eventSchema, 'eventTimezone', 'XYZ'),
  eventCityCountryRequired: c(forms.eventSchema, fx.eventSchema, 'eventCityCountry', ''),
  hostNameRequired: c(forms.eventSchema, fx.eventSchema, 'hostName', ' '),
  eventDescriptionRequired: c(forms.eventSchema, fx.eventSchema, 'eventDescription', REMOVE),
  // event review
  analysisPerspectiveRequired: c(forms.eventReviewSchema, fx.eventReviewSchema, 'analysisPerspective', REMOVE),
  atLeastOneDateOfAttendance: c(forms.eventReviewSchema, fx.eventReviewSchema, 'datesOfAttendance', []),
  generalRatingRequired: c(forms.eventReviewSchema, fx.eventReviewSchema, 'generalRating', REMOVE),
  shortFeedbackRequired: c(forms.eventReviewSchema, fx.eventReviewSchema, 'shortFeedback', ''),
  generalFeedbackRequired: c(forms.eventReviewSchema, fx.eventReviewSchema, 'generalFeedback', ''),
  // enumerations
  invalidGraduationType: pick(enums.graduationTypeSchema),
  invalidStage: pick(enums.stageSchema),
  invalidSecurityType: pick(enums.securityTypeSchema),
  invalidValuationBasis: pick(enums.valuationBasisSchema),
  invalidConvertibleLoanOutcome: pick(enums.convertibleLoanOutcomeSchema),
  invalidLiquidationPreference: pick(enums.liquidationPreferenceSchema),
  invalidBoardSeat: pick(enums.boardSeatSchema),
  invalidRoundRole: pick(enums.roundRoleSchema),
  invalidDealOrigination: pick(enums.dealOriginationSchema),
  invalidInvestmentStatus: pick(enums.investmentStatusSchema),
  invalidExitStatus: pick(enums.exitStatusSchema),
  invalidExitType: pick(enums.exitTypeSchema),
  invalidDealOriginType: pick(enums.dealOriginTypeSchema),
  invalidGraduationInvestorRole: pick(enums.graduationInvestorRoleSchema),
  invalidInvestorInvestmentStatus: pick(enums.investorInvestmentStatusSchema),
  invalidFundMaturity: pick(enums.fundMaturitySchema),
  invalidPostTag: pick(enums.postTagSchema),
  invalidPostVisibility: pick(enums.postVisibilitySchema),
  invalidStakeholderType: pick(enums.stakeholderTypeSchema),
  invalidYesNo: pick(enums.yesNoSchema, 'yes'),
  invalidInvestorStyleArchetype: pick(enums.investorStyleArchetypeSchema),
  invalidFundraisingStatus: pick(enums.fundraisingStatusSchema),
  invalidFeedbackRequestStatus: pick(enums.feedbackRequestStatusSchema),
  invalidAccessMode: pick(enums.accessModeSchema),
  invalidApprovalStatus: pick(enums.approvalStatusSchema),
  invalidApplicationStatus: pick(enums.applicationStatusSchema),
  invalidTrackRecordInvestmentStatus: pick(enums.trackRecordInvestmentStatusSchema),
  invalidSharePermission: pick(enums.sharePermissionNameSchema, 'canView'),
  invalidProfileType: pick(enums.profileTypeSchema),
  invalidProfileMemberRole: pick(enums.profileMemberRoleSchema),
  invalidProfileStatus: pick(enums.profileStatusSchema),
  invalidUserRole: pick(enums.userRoleSchema),
  invalidContactStatus: pick(enums.contactStatusSchema),
  invalidShareLinkStatus: pick(enums.shareLinkStatusSchema),
  invalidDataRoomAddType: pick(enums.dataRoomAddTypeSchema),
  invalidDataRoomType: pick(enums.dataRoomTypeSchema),
  invalidFeedbackCategory: pick(enums.feedbackCategorySchema),
  invalidEventAttendance: pick(options.eventAttendanceSchema),
  invalidGraduationRoute: pick(enums.graduationRouteSchema, 'PrimaryEquity'),
  invalidWaterfall: pick(enums.waterfallSchema),
  invalidFundProfileSection: pick(enums.fundProfileSectionSchema),
  invalidOnboardingStep: pick(enums.onboardingStepSchema),
  invalidFileAreaKind: pick(enums.fileAreaKindSchema),
  // option lists
  invalidPageSize: pick(options.pageSizeSchema, 15),
  invalidBillingPeriod: pick(options.billingPeriodSchema, 6),
  invalidTimeFilter: pick(options.timeFilterSchema),
  invalidDealSize: pick(options.dealSizeSchema),
  invalidReminderFrequency: pick(options.reminderFrequencySchema, 'hourly'),
  invalidNotificationOption: pick(options.notificationOptionSchema),
  invalidSortOption: pick(options.sortOptionSchema),
  invalidDataRoomSortOption: pick(options.dataRoomSortOptionSchema, 'Latest'),
  invalidEventSortOption: pick(options.eventSortOptionSchema),
  invalidEventType: pick(options.eventTypeSchema),
  invalidEventFormat: pick(options.eventFormatSchema),
  invalidTimezone: pick(options.timezoneSchema, 'PST8PDT'),
  invalidStrategyType: pick(options.strategyTypeSchema),
  invalidPerformanceMetric: pick(options.performanceMetricSchema),
  invalidContactFormType: pick(options.contactFormTypeSchema),
  invalidPassReason: pick(options.passReasonSchema),
  invalidInvestorType: pick(options.investorTypeSchema),
  invalidServiceProviderType: pick(options.serviceProviderTypeSchema),
  invalidSector: pick(options.sectorSchema),
  invalidGeography: pick(options.geographySchema),
  invalidCountry: pick(options.countrySchema, 'de'),
  invalidCurrency: pick(options.currencySchema, 'XBT'),
  invalidRating: pick(options.ratingScaleSchema, 6),
  invalidInvestorRelationship: pick(options.investorRelationshipSchema),
  invalidDescribesYouBest: pick(options.describesYouBestSchema),
  invalidPointOfInterest: pick(options.pointOfInterestSchema),
  invalidAnalysisStage: pick(options.analysisStageSchema),
};

describe('every message fires for the input that should trigger it', () => {
  it.each(Object.entries(cases) as [MessageKey, Case][])('%s', (key, { schema, input, path }) => {
    const result = v.safeParse(schema, input);
    expect(result.success).toBe(false);
    expect(flattenIssues(result.issues)[path]).toContain(messages[key]);
  });

  it('the cases use distinct schemas on valid fixtures (sanity: the untouched fixtures pass)', () => {
    // The fixtures the cases start from are valid; see forms.test.ts for every schema.
    expect(v.safeParse(forms.pricedEquityRoundSchema, participating).success).toBe(true);
    expect(
      v.safeParse(
        forms.safeRoundSchema,
        withFields(participatingSafe, {
          investmentAmountParticipated: { value: 1_000, currency: 'USD' },
          yourDealCosts: { value: 0, currency: 'USD' },
        }),
      ).success,
    ).toBe(true);
  });
});

// The package has no @types/node (and must not add dependencies): declare the two Node APIs used
// to read messages.ts as text. Jest runs the tests as CommonJS, where both exist.
declare const __dirname: string;
declare function require(id: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string };

/** Every message the two spec documents quote, verbatim. */
const specMessages = [
  'Add file type is required',
  'At least one email is required',
  'At least one offering must be added',
  'At least one stage focus is required',
  'At least one stage must be selected',
  'Closing name is a required',
  'Company name is a required',
  'Company name is required',
  'Currency is required',
  'Date of last investment is required',
  'Email is required',
  'Enter correct Linkedin url!',
  'Enter correct phone number format',
  'Enter correct url!',
  'File name is required',
  'First name is required',
  'Fund Name is required',
  'General feedback is required for feedback',
  'General rating is required for feedback',
  'Graduation type is required',
  'Incorrect Website URL',
  'Invalid URL format',
  'Invalid date format (MM/YYYY)',
  'Invalid email address',
  'Invested capital is required',
  'Investment period is required',
  'Investor name is a required',
  'Investor relationship is required',
  'Last name is required',
  'Link name is required',
  'Message is required',
  'Name is required',
  'Name of graduation is required',
  'Number of investments is required',
  'Only numbers and comma are allowed.',
  'Phone number can be at most 15 characters',
  'Phone number is required',
  'Phone number must be at least 7 characters',
  'Please add at least one thing that you liked',
  'Please add at least one thing that you thing could improve',
  'Please enter correct podcasts/interview link',
  'Please enter correct url',
  'Please enter correct video link url',
  'Please enter website',
  'Please select at least one weak spots',
  'Please select one analysis stage',
  'RVPI confidence is required',
  'Reject message is required',
  'Reject reason is required',
  'Short summary is required.',
  'Stage of investment is required',
  'This field is required',
  'Track record type is required',
  'Type is required',
  'Url is required',
  'Value must be greater than or equal to 0',
  'Watermark option is required when uploading a file',
  'You can add a maximum of 10 main offerings',
];

describe('messages namespace', () => {
  const values: string[] = Object.values(messages);

  it.each(specMessages)('holds the spec message %j word for word', (text) => {
    expect(values).toContain(text);
  });

  it('marks exactly the messages that are not quoted by the spec with "// not in spec"', () => {
    const source = require('node:fs').readFileSync(`${__dirname}/message-texts.ts`, 'utf8');
    const entries = [...source.matchAll(/^export const (\w+) = (['"])(.*?)\2;(.*)$/gm)];
    expect(entries.map((entry) => entry[1]).sort()).toEqual(Object.keys(messages).sort());
    for (const [, key, , text, rest] of entries) {
      const marked = (rest ?? '').includes('// not in spec');
      expect({ key, marked }).toEqual({ key, marked: !specMessages.includes(text as string) });
    }
  });

  it('has no empty message', () => {
    for (const text of values) expect(text.trim()).not.toBe('');
  });
});
