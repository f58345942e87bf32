/**
 * Every validation message of the Fundnet spec, word for word (typos included), in one object.
 *
 * Messages the spec names a rule for but gives no text for are written in the same style and
 * marked `// not in spec`. Everything without that mark is copied verbatim from
 * `forms-enums-and-constants.md` or `product-routes-and-calls.md`: do not "fix" their spelling,
 * the product shows them as they are.
 */
export const messages = {
  // ---------------------------------------------------------------- e-mail, password, codes
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required', // not in spec
  /** Error kind MinChar. */
  passwordMinChar: 'Password must be at least 8 characters', // not in spec
  /** Error kind Uppercase. */
  passwordUppercase: 'Password must contain at least one uppercase letter', // not in spec
  /** Error kind Number. */
  passwordNumber: 'Password must contain at least one number', // not in spec
  /** Error kind Special. */
  passwordSpecial: 'Password must contain at least one special character', // not in spec
  currentPasswordRequired: 'Current password is required', // not in spec
  verificationCodeRequired: 'Verification code is required', // not in spec
  verificationCodeMinLength: 'Verification code must be at least 5 characters', // not in spec

  // ---------------------------------------------------------------- phone
  phoneRequired: 'Phone number is required',
  phoneMinLength: 'Phone number must be at least 7 characters',
  phoneMaxLength: 'Phone number can be at most 15 characters',
  phoneFormat: 'Enter correct phone number format',

  // ---------------------------------------------------------------- contact, invite, reject
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  typeRequired: 'Type is required',
  messageRequired: 'Message is required',
  atLeastOneEmail: 'At least one email is required',
  rejectReasonRequired: 'Reject reason is required',
  rejectMessageRequired: 'Reject message is required',

  // ---------------------------------------------------------------- onboarding
  countryOfResidenceRequired: 'Country of residence is required', // not in spec
  describesYouBestRequired: 'Please select what describes you best', // not in spec
  atLeastOnePointOfInterest: 'Please select at least one point of interest', // not in spec

  // ---------------------------------------------------------------- company, closing, reference
  /** Company form (sic). */
  companyNameIsARequired: 'Company name is a required',
  legalNameRequired: 'Legal name is required', // not in spec
  addressRequired: 'Address is required', // not in spec
  vatIdRequired: 'VAT ID is required', // not in spec
  /** Closing form (sic). */
  closingNameRequired: 'Closing name is a required',
  targetClosingDateRequired: 'Target closing date is required', // not in spec
  closingGoalRequired: 'Closing goal is required', // not in spec
  /** Reference description, with its dot. */
  shortSummaryRequired: 'Short summary is required.',

  // ---------------------------------------------------------------- URLs and links
  enterCorrectUrl: 'Enter correct url!',
  invalidUrlFormat: 'Invalid URL format',
  pleaseEnterWebsite: 'Please enter website',
  incorrectWebsiteUrl: 'Incorrect Website URL',
  pleaseEnterCorrectUrl: 'Please enter correct url',
  urlRequired: 'Url is required',
  enterCorrectLinkedinUrl: 'Enter correct Linkedin url!',
  enterCorrectTwitterUrl: 'Enter correct X (Twitter) url!', // not in spec
  enterCorrectFacebookUrl: 'Enter correct Facebook url!', // not in spec
  enterCorrectCrunchbaseUrl: 'Enter correct Crunchbase url!', // not in spec
  enterCorrectMediumUrl: 'Enter correct Medium url!', // not in spec
  enterCorrectDealroomUrl: 'Enter correct Dealroom url!', // not in spec
  linkedinRequired: 'LinkedIn profile is required', // not in spec
  videoLinkInvalid: 'Please enter correct video link url',
  podcastLinkInvalid: 'Please enter correct podcasts/interview link',

  // ---------------------------------------------------------------- generic field messages
  thisFieldIsRequired: 'This field is required',
  invalidInput: 'Invalid input', // not in spec
  nameRequired: 'Name is required',
  companyNameRequired: 'Company name is required',
  fullNameRequired: 'Full Name is required', // not in spec (the spec names the field "Full Name")
  positionRequired: 'Position is required', // not in spec
  imageRequired: 'Image is required', // not in spec
  descriptionRequired: 'Description is required', // not in spec
  currencyRequired: 'Currency is required',
  amountRequired: 'Amount is required', // not in spec
  valueMinZero: 'Value must be greater than or equal to 0',
  wholeNumber: 'Value must be a whole number', // not in spec
  percentageRange: 'Value must be between 0 and 100', // not in spec
  invalidDate: 'Enter a valid date (YYYY-MM-DD)', // not in spec
  invalidYear: 'Enter a valid year', // not in spec
  endDateBeforeStartDate: 'End date cannot be before start date', // not in spec
  periodEndBeforeStart: 'Period end cannot be before period start', // not in spec
  ratingRequired: 'Rating is required', // not in spec
  ratingRange: 'Rating must be between 1 and 5', // not in spec
  atLeastOneKeyword: 'Please add at least one keyword', // not in spec
  onlyNumbersAndComma: 'Only numbers and comma are allowed.',

  // ---------------------------------------------------------------- profiles
  atLeastOneOffering: 'At least one offering must be added',
  maxMainOfferings: 'You can add a maximum of 10 main offerings',
  offeringEmpty: 'Offering cannot be empty', // not in spec
  targetFundSizeRequired: 'Target fund size is required', // not in spec
  atLeastOneStage: 'At least one stage must be selected',
  atLeastOneSectorFocus: 'Please select at least one sector focus', // not in spec
  atLeastOneStrategyType: 'Please select at least one strategy type', // not in spec
  atLeastOneGeography: 'Please select at least one geography', // not in spec
  dealRangeOrder: 'Deal range to cannot be lower than deal range from', // not in spec
  fundNameRequired: 'Fund Name is required',

  // ---------------------------------------------------------------- people and media
  videoTypeRequired: 'Video type is required', // not in spec
  publishingDateRequired: 'Publishing date is required', // not in spec
  teaserTextRequired: 'Teaser text is required', // not in spec
  geographyRequired: 'Geography is required', // not in spec

  // ---------------------------------------------------------------- portfolio and history
  yearOfInvestmentRequired: 'Year of investment is required', // not in spec
  amountInvestedRequired: 'Amount invested is required', // not in spec
  initialInvestmentStageRequired: 'Initial investment stage is required', // not in spec
  fundInvestmentTypeRequired: 'Fund investment type is required', // not in spec
  investmentDescriptionRequired: 'Investment description is required', // not in spec
  vintageYearRequired: 'Vintage year is required', // not in spec
  fundStatusRequired: 'Status is required', // not in spec
  providerNameRequired: 'Provider name is required', // not in spec
  providerTypeRequired: 'Provider type is required', // not in spec
  feePeriodFromRequired: 'Period start is required', // not in spec
  feePeriodToRequired: 'Period end is required', // not in spec
  managementFeeTypeRequired: 'Management fee type is required', // not in spec
  calculationBasisRequired: 'Calculation basis is required', // not in spec
  managementPercentageRequired: 'Management fee percentage is required', // not in spec
  kpiYearRequired: 'Year is required', // not in spec
  kpiQuarterInvalid: 'Select a quarter between 1 and 4', // not in spec

  // ---------------------------------------------------------------- fund track record
  investmentPeriodRequired: 'Investment period is required',
  numberOfInvestmentsRequired: 'Number of investments is required',
  investedCapitalRequired: 'Invested capital is required',
  atLeastOneStageFocus: 'At least one stage focus is required',
  trackRecordTypeRequired: 'Track record type is required',
  rvpiConfidenceRequired: 'RVPI confidence is required',

  // ---------------------------------------------------------------- feedback
  analysisStageRequired: 'Please select one analysis stage',
  generalRatingRequiredForFeedback: 'General rating is required for feedback',
  generalFeedbackRequiredForFeedback: 'General feedback is required for feedback',
  atLeastOneLikedThing: 'Please add at least one thing that you liked',
  /** (sic) "thing could improve". */
  atLeastOneImproveThing: 'Please add at least one thing that you thing could improve',
  /** (sic) "weak spots". */
  atLeastOneWeakSpot: 'Please select at least one weak spots',

  // ---------------------------------------------------------------- commitment investor
  /** (sic) */
  investorNameRequired: 'Investor name is a required',

  // ---------------------------------------------------------------- co-investor
  investorRelationshipRequired: 'Investor relationship is required',
  lastInvestmentRequired: 'Date of last investment is required',
  monthYearInvalid: 'Invalid date format (MM/YYYY)',

  // ---------------------------------------------------------------- graduation and round forms
  graduationTypeRequired: 'Graduation type is required',
  nameOfGraduationRequired: 'Name of graduation is required',
  stageOfInvestmentRequired: 'Stage of investment is required',
  closingDateRequired: 'Closing date is required', // not in spec
  preMoneyValuationRequired: 'Pre-money valuation is required', // not in spec
  postMoneyValuationRequired: 'Post-money valuation is required', // not in spec
  totalInvestmentAmountRequired: 'Total investment amount is required', // not in spec
  sharePriceRequired: 'Share price is required', // not in spec
  sharesOutstandingPreRoundRequired: 'Shares outstanding before the round are required', // not in spec
  sharesOutstandingPostRoundRequired: 'Shares outstanding after the round are required', // not in spec
  newSharesIssuedRequired: 'Number of new shares issued is required', // not in spec
  securityTypeRequired: 'Security type is required', // not in spec
  shareClassRequired: 'Share class is required', // not in spec
  fundParticipatedRequired: 'Please specify whether the fund participated in the round', // not in spec
  fundEntityNameRequired: 'Fund entity name is required', // not in spec
  roundRoleRequired: 'Role in round is required', // not in spec
  sharesOwnedPreRoundRequired: 'Shares owned before the round are required', // not in spec
  ownershipPreRoundRequired: 'Ownership before the round is required', // not in spec
  sharesAcquiredInRoundRequired: 'Shares acquired in the round are required', // not in spec
  investmentAmountRequired: 'Investment amount is required', // not in spec
  sharesOwnedPostRoundRequired: 'Shares owned after the round are required', // not in spec
  ownershipPostRoundRequired: 'Ownership after the round is required', // not in spec
  liquidationPreferenceRequired: 'Liquidation preference is required', // not in spec
  pricePerShareRequired: 'Price per share is required', // not in spec
  valuationRequired: 'Valuation is required', // not in spec
  valuationBasisRequired: 'Valuation basis is required', // not in spec
  totalSoldSharesRequired: 'Total sold shares are required', // not in spec
  stakeRequired: 'Stake is required', // not in spec
  proceedsRequired: 'Proceeds are required', // not in spec
  sellerCompanyNameRequired: 'Seller company name is required', // not in spec
  buyerCompanyNameRequired: 'Buyer company name is required', // not in spec
  safeTypeRequired: 'SAFE type is required', // not in spec
  referenceValuationRequired: 'Reference valuation is required', // not in spec
  conversionDiscountRequired: 'Conversion discount is required', // not in spec
  investmentAmountParticipatedRequired: 'Participated investment amount is required', // not in spec
  dealCostsRequired: 'Deal costs are required', // not in spec
  interestRateRequired: 'Interest rate is required', // not in spec
  maturityDateRequired: 'Maturity date is required', // not in spec
  interestRateCompensationTypeRequired: 'Interest rate compensation type is required', // not in spec

  // ---------------------------------------------------------------- data room
  addFileTypeRequired: 'Add file type is required',
  fileNameRequired: 'File name is required',
  linkNameRequired: 'Link name is required',
  watermarkOptionRequired: 'Watermark option is required when uploading a file',
  dataRoomTypeRequired: 'Data room type is required', // not in spec

  // ---------------------------------------------------------------- event
  mainEventRequired: 'Main event is required for a side event', // not in spec
  eventImageRequired: 'Event image is required', // not in spec
  eventNameRequired: 'Event name is required', // not in spec
  eventTypeRequired: 'Event type is required', // not in spec
  eventFormatRequired: 'Event format is required', // not in spec
  atLeastOneStakeholderType: 'Please select at least one stakeholder type', // not in spec
  eventStartDateRequired: 'Start date is required', // not in spec
  eventEndDateRequired: 'End date is required', // not in spec
  eventTimezoneRequired: 'Timezone is required', // not in spec
  eventCityCountryRequired: 'City and country are required', // not in spec
  hostNameRequired: 'Host name is required', // not in spec
  eventDescriptionRequired: 'Event description is required', // not in spec

  // ---------------------------------------------------------------- event review
  analysisPerspectiveRequired: 'Analysis perspective is required', // not in spec
  atLeastOneDateOfAttendance: 'Please select at least one date of attendance', // not in spec
  generalRatingRequired: 'General rating is required', // not in spec
  shortFeedbackRequired: 'Short feedback is required', // not in spec
  generalFeedbackRequired: 'General feedback is required', // not in spec

  // ---------------------------------------------------------------- enumerations (default picklist messages, all not in spec)
  invalidGraduationType: 'Select a valid graduation type', // not in spec
  invalidStage: 'Select a valid stage', // not in spec
  invalidSecurityType: 'Select a valid security type', // not in spec
  invalidValuationBasis: 'Select a valid valuation basis', // not in spec
  invalidConvertibleLoanOutcome: 'Select a valid convertible loan outcome', // not in spec
  invalidLiquidationPreference: 'Select a valid liquidation preference', // not in spec
  invalidBoardSeat: 'Select a valid board seat', // not in spec
  invalidRoundRole: 'Select a valid role in round', // not in spec
  invalidDealOrigination: 'Select a valid deal origination', // not in spec
  invalidInvestmentStatus: 'Select a valid investment status', // not in spec
  invalidExitStatus: 'Select a valid exit status', // not in spec
  invalidExitType: 'Select a valid exit type', // not in spec
  invalidDealOriginType: 'Select a valid deal origin type', // not in spec
  invalidGraduationInvestorRole: 'Select a valid investor role', // not in spec
  invalidInvestorInvestmentStatus: 'Select a valid investment status', // not in spec
  invalidFundMaturity: 'Select a valid fund maturity', // not in spec
  invalidPostTag: 'Select a valid post tag', // not in spec
  invalidPostVisibility: 'Select a valid post visibility', // not in spec
  invalidStakeholderType: 'Select a valid stakeholder type', // not in spec
  invalidYesNo: 'Select Yes or No', // not in spec
  invalidInvestorStyleArchetype: 'Select a valid investor style', // not in spec
  invalidFundraisingStatus: 'Select a valid fundraising status', // not in spec
  invalidFeedbackRequestStatus: 'Select a valid feedback request status', // not in spec
  invalidAccessMode: 'Select a valid access mode', // not in spec
  invalidApprovalStatus: 'Select a valid approval status', // not in spec
  invalidApplicationStatus: 'Select a valid application status', // not in spec
  invalidTrackRecordInvestmentStatus: 'Select a valid track record investment status', // not in spec
  invalidSharePermission: 'Select a valid share permission', // not in spec
  invalidProfileType: 'Select a valid profile type', // not in spec
  invalidProfileMemberRole: 'Select a valid member role', // not in spec
  invalidProfileStatus: 'Select a valid profile status', // not in spec
  invalidUserRole: 'Select a valid user role', // not in spec
  invalidContactStatus: 'Select verified or unverified', // not in spec
  invalidShareLinkStatus: 'Select a valid share link status', // not in spec
  invalidDataRoomAddType: 'Select a valid add file type', // not in spec
  invalidDataRoomType: 'Select a valid data room type', // not in spec
  invalidFeedbackCategory: 'Select a valid feedback category', // not in spec
  invalidEventAttendance: 'Select a valid attendance', // not in spec
  invalidGraduationRoute: 'Select a valid graduation kind', // not in spec
  invalidWaterfall: 'Select American or European waterfall', // not in spec
  invalidFundProfileSection: 'Select a valid profile section', // not in spec
  invalidOnboardingStep: 'Select a valid onboarding step', // not in spec
  invalidFileAreaKind: 'Select a valid file area', // not in spec

  // ---------------------------------------------------------------- option lists (default picklist messages, all not in spec)
  invalidPageSize: 'Select a valid page size', // not in spec
  invalidBillingPeriod: 'Select a valid billing period', // not in spec
  invalidTimeFilter: 'Select a valid time filter', // not in spec
  invalidDealSize: 'Select a valid deal size', // not in spec
  invalidReminderFrequency: 'Select a valid reminder frequency', // not in spec
  invalidNotificationOption: 'Select a valid notification', // not in spec
  invalidSortOption: 'Select a valid sort order', // not in spec
  invalidDataRoomSortOption: 'Select a valid sort order', // not in spec
  invalidEventSortOption: 'Select a valid sort order', // not in spec
  invalidEventType: 'Select a valid event type', // not in spec
  invalidEventFormat: 'Select a valid event format', // not in spec
  invalidTimezone: 'Select a valid timezone', // not in spec
  invalidStrategyType: 'Select a valid strategy type', // not in spec
  invalidPerformanceMetric: 'Select a valid performance metric', // not in spec
  invalidContactFormType: 'Select a valid type', // not in spec
  invalidPassReason: 'Select a valid reason', // not in spec
  invalidInvestorType: 'Select a valid investor type', // not in spec
  invalidServiceProviderType: 'Select a valid service provider type', // not in spec
  invalidSector: 'Select a valid sector', // not in spec
  invalidGeography: 'Select a valid geography', // not in spec
  invalidCountry: 'Select a valid country', // not in spec
  invalidCurrency: 'Select a valid currency', // not in spec
  invalidRating: 'Select a valid rating', // not in spec
  invalidInvestorRelationship: 'Select a valid investor relationship', // not in spec
  invalidDescribesYouBest: 'Select what describes you best', // not in spec
  invalidPointOfInterest: 'Select a valid point of interest', // not in spec
  invalidAnalysisStage: 'Select a valid analysis stage', // not in spec
} as const;

/** The key of one message, e.g. `'emailRequired'`. */
export type MessageKey = keyof typeof messages;

/** The text of any message. */
export type Message = (typeof messages)[MessageKey];
