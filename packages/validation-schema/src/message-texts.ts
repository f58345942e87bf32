/**
 * Every validation message of the Fundnet spec, word for word (typos included), one export each (see messages.ts).
 *
 * Messages the spec names a rule for but gives no text for are written in the same style and
 * marked `// not in spec`. Everything without that mark is copied verbatim from
 * `forms-enums-and-constants.md` or `product-routes-and-calls.md`: do not "fix" their spelling,
 * the product shows them as they are.
 */
// ---------------------------------------------------------------- e-mail, password, codes
export const emailRequired = 'Email is required';
export const emailInvalid = 'Invalid email address';
export const passwordRequired = 'Password is required'; // not in spec
/** Error kind MinChar. */
export const passwordMinChar = 'Password must be at least 8 characters'; // not in spec
/** Error kind Uppercase. */
export const passwordUppercase = 'Password must contain at least one uppercase letter'; // not in spec
/** Error kind Number. */
export const passwordNumber = 'Password must contain at least one number'; // not in spec
/** Error kind Special. */
export const passwordSpecial = 'Password must contain at least one special character'; // not in spec
export const currentPasswordRequired = 'Current password is required'; // not in spec
export const verificationCodeRequired = 'Verification code is required'; // not in spec
export const verificationCodeMinLength = 'Verification code must be at least 5 characters'; // not in spec

// ---------------------------------------------------------------- phone
export const phoneRequired = 'Phone number is required';
export const phoneMinLength = 'Phone number must be at least 7 characters';
export const phoneMaxLength = 'Phone number can be at most 15 characters';
export const phoneFormat = 'Enter correct phone number format';
/** A number typed without its country code: it cannot be placed in a country, so it cannot be validated or texted. */
export const phoneCountryCode = 'Start with + and the country code, e.g. +41 79 123 45 67'; // not in spec

// ---------------------------------------------------------------- contact, invite, reject
export const firstNameRequired = 'First name is required';
export const lastNameRequired = 'Last name is required';
export const typeRequired = 'Type is required';
export const messageRequired = 'Message is required';
export const atLeastOneEmail = 'At least one email is required';
export const rejectReasonRequired = 'Reject reason is required';
export const rejectMessageRequired = 'Reject message is required';

// ---------------------------------------------------------------- onboarding
export const countryOfResidenceRequired = 'Country of residence is required'; // not in spec
export const describesYouBestRequired = 'Please select what describes you best'; // not in spec
export const atLeastOnePointOfInterest = 'Please select at least one point of interest'; // not in spec

// ---------------------------------------------------------------- company, closing, reference
/** Company form (sic). */
export const companyNameIsARequired = 'Company name is a required';
export const legalNameRequired = 'Legal name is required'; // not in spec
export const addressRequired = 'Address is required'; // not in spec
export const vatIdRequired = 'VAT ID is required'; // not in spec
/** Closing form (sic). */
export const closingNameRequired = 'Closing name is a required';
export const targetClosingDateRequired = 'Target closing date is required'; // not in spec
export const closingGoalRequired = 'Closing goal is required'; // not in spec
/** Reference description, with its dot. */
export const shortSummaryRequired = 'Short summary is required.';

// ---------------------------------------------------------------- URLs and links
export const enterCorrectUrl = 'Enter correct url!';
export const invalidUrlFormat = 'Invalid URL format';
export const pleaseEnterWebsite = 'Please enter website';
export const incorrectWebsiteUrl = 'Incorrect Website URL';
export const pleaseEnterCorrectUrl = 'Please enter correct url';
export const urlRequired = 'Url is required';
export const enterCorrectLinkedinUrl = 'Enter correct Linkedin url!';
export const enterCorrectTwitterUrl = 'Enter correct X (Twitter) url!'; // not in spec
export const enterCorrectFacebookUrl = 'Enter correct Facebook url!'; // not in spec
export const enterCorrectCrunchbaseUrl = 'Enter correct Crunchbase url!'; // not in spec
export const enterCorrectMediumUrl = 'Enter correct Medium url!'; // not in spec
export const enterCorrectDealroomUrl = 'Enter correct Dealroom url!'; // not in spec
export const linkedinRequired = 'LinkedIn profile is required'; // not in spec
export const videoLinkInvalid = 'Please enter correct video link url';
export const podcastLinkInvalid = 'Please enter correct podcasts/interview link';

// ---------------------------------------------------------------- generic field messages
export const thisFieldIsRequired = 'This field is required';
export const invalidInput = 'Invalid input'; // not in spec
export const nameRequired = 'Name is required';
export const companyNameRequired = 'Company name is required';
export const fullNameRequired = 'Full Name is required'; // not in spec (the spec names the field "Full Name")
export const positionRequired = 'Position is required'; // not in spec
export const imageRequired = 'Image is required'; // not in spec
export const descriptionRequired = 'Description is required'; // not in spec
export const currencyRequired = 'Currency is required';
export const amountRequired = 'Amount is required'; // not in spec
export const valueMinZero = 'Value must be greater than or equal to 0';
export const wholeNumber = 'Value must be a whole number'; // not in spec
export const percentageRange = 'Value must be between 0 and 100'; // not in spec
export const invalidDate = 'Enter a valid date (YYYY-MM-DD)'; // not in spec
export const invalidYear = 'Enter a valid year'; // not in spec
export const endDateBeforeStartDate = 'End date cannot be before start date'; // not in spec
export const periodEndBeforeStart = 'Period end cannot be before period start'; // not in spec
export const ratingRequired = 'Rating is required'; // not in spec
export const ratingRange = 'Rating must be between 1 and 5'; // not in spec
export const atLeastOneKeyword = 'Please add at least one keyword'; // not in spec
export const onlyNumbersAndComma = 'Only numbers and comma are allowed.';

// ---------------------------------------------------------------- profiles
export const atLeastOneOffering = 'At least one offering must be added';
export const maxMainOfferings = 'You can add a maximum of 10 main offerings';
export const offeringEmpty = 'Offering cannot be empty'; // not in spec
export const targetFundSizeRequired = 'Target fund size is required'; // not in spec
export const atLeastOneStage = 'At least one stage must be selected';
export const atLeastOneSectorFocus = 'Please select at least one sector focus'; // not in spec
export const atLeastOneStrategyType = 'Please select at least one strategy type'; // not in spec
export const atLeastOneGeography = 'Please select at least one geography'; // not in spec
export const dealRangeOrder = 'Deal range to cannot be lower than deal range from'; // not in spec
export const fundNameRequired = 'Fund Name is required';

// ---------------------------------------------------------------- people and media
export const videoTypeRequired = 'Video type is required'; // not in spec
export const publishingDateRequired = 'Publishing date is required'; // not in spec
export const teaserTextRequired = 'Teaser text is required'; // not in spec
export const geographyRequired = 'Geography is required'; // not in spec

// ---------------------------------------------------------------- portfolio and history
export const yearOfInvestmentRequired = 'Year of investment is required'; // not in spec
export const amountInvestedRequired = 'Amount invested is required'; // not in spec
export const initialInvestmentStageRequired = 'Initial investment stage is required'; // not in spec
export const fundInvestmentTypeRequired = 'Fund investment type is required'; // not in spec
export const investmentDescriptionRequired = 'Investment description is required'; // not in spec
export const vintageYearRequired = 'Vintage year is required'; // not in spec
export const fundStatusRequired = 'Status is required'; // not in spec
export const providerNameRequired = 'Provider name is required'; // not in spec
export const providerTypeRequired = 'Provider type is required'; // not in spec
export const feePeriodFromRequired = 'Period start is required'; // not in spec
export const feePeriodToRequired = 'Period end is required'; // not in spec
export const managementFeeTypeRequired = 'Management fee type is required'; // not in spec
export const calculationBasisRequired = 'Calculation basis is required'; // not in spec
export const managementPercentageRequired = 'Management fee percentage is required'; // not in spec
export const kpiYearRequired = 'Year is required'; // not in spec
export const kpiQuarterInvalid = 'Select a quarter between 1 and 4'; // not in spec

// ---------------------------------------------------------------- fund track record
export const investmentPeriodRequired = 'Investment period is required';
export const numberOfInvestmentsRequired = 'Number of investments is required';
export const investedCapitalRequired = 'Invested capital is required';
export const atLeastOneStageFocus = 'At least one stage focus is required';
export const trackRecordTypeRequired = 'Track record type is required';
export const rvpiConfidenceRequired = 'RVPI confidence is required';

// ---------------------------------------------------------------- feedback
export const analysisStageRequired = 'Please select one analysis stage';
export const generalRatingRequiredForFeedback = 'General rating is required for feedback';
export const generalFeedbackRequiredForFeedback = 'General feedback is required for feedback';
export const atLeastOneLikedThing = 'Please add at least one thing that you liked';
/** (sic) "thing could improve". */
export const atLeastOneImproveThing = 'Please add at least one thing that you thing could improve';
/** (sic) "weak spots". */
export const atLeastOneWeakSpot = 'Please select at least one weak spots';

// ---------------------------------------------------------------- commitment investor
/** (sic) */
export const investorNameRequired = 'Investor name is a required';

// ---------------------------------------------------------------- co-investor
export const investorRelationshipRequired = 'Investor relationship is required';
export const lastInvestmentRequired = 'Date of last investment is required';
export const monthYearInvalid = 'Invalid date format (MM/YYYY)';

// ---------------------------------------------------------------- graduation and round forms
export const graduationTypeRequired = 'Graduation type is required';
export const nameOfGraduationRequired = 'Name of graduation is required';
export const stageOfInvestmentRequired = 'Stage of investment is required';
export const closingDateRequired = 'Closing date is required'; // not in spec
export const preMoneyValuationRequired = 'Pre-money valuation is required'; // not in spec
export const postMoneyValuationRequired = 'Post-money valuation is required'; // not in spec
export const totalInvestmentAmountRequired = 'Total investment amount is required'; // not in spec
export const sharePriceRequired = 'Share price is required'; // not in spec
export const sharesOutstandingPreRoundRequired = 'Shares outstanding before the round are required'; // not in spec
export const sharesOutstandingPostRoundRequired = 'Shares outstanding after the round are required'; // not in spec
export const newSharesIssuedRequired = 'Number of new shares issued is required'; // not in spec
export const securityTypeRequired = 'Security type is required'; // not in spec
export const shareClassRequired = 'Share class is required'; // not in spec
export const fundParticipatedRequired = 'Please specify whether the fund participated in the round'; // not in spec
export const fundEntityNameRequired = 'Fund entity name is required'; // not in spec
export const roundRoleRequired = 'Role in round is required'; // not in spec
export const sharesOwnedPreRoundRequired = 'Shares owned before the round are required'; // not in spec
export const ownershipPreRoundRequired = 'Ownership before the round is required'; // not in spec
export const sharesAcquiredInRoundRequired = 'Shares acquired in the round are required'; // not in spec
export const investmentAmountRequired = 'Investment amount is required'; // not in spec
export const sharesOwnedPostRoundRequired = 'Shares owned after the round are required'; // not in spec
export const ownershipPostRoundRequired = 'Ownership after the round is required'; // not in spec
export const liquidationPreferenceRequired = 'Liquidation preference is required'; // not in spec
export const pricePerShareRequired = 'Price per share is required'; // not in spec
export const valuationRequired = 'Valuation is required'; // not in spec
export const valuationBasisRequired = 'Valuation basis is required'; // not in spec
export const totalSoldSharesRequired = 'Total sold shares are required'; // not in spec
export const stakeRequired = 'Stake is required'; // not in spec
export const proceedsRequired = 'Proceeds are required'; // not in spec
export const sellerCompanyNameRequired = 'Seller company name is required'; // not in spec
export const buyerCompanyNameRequired = 'Buyer company name is required'; // not in spec
export const safeTypeRequired = 'SAFE type is required'; // not in spec
export const referenceValuationRequired = 'Reference valuation is required'; // not in spec
export const conversionDiscountRequired = 'Conversion discount is required'; // not in spec
export const investmentAmountParticipatedRequired = 'Participated investment amount is required'; // not in spec
export const dealCostsRequired = 'Deal costs are required'; // not in spec
export const interestRateRequired = 'Interest rate is required'; // not in spec
export const maturityDateRequired = 'Maturity date is required'; // not in spec
export const interestRateCompensationTypeRequired = 'Interest rate compensation type is required'; // not in spec

// ---------------------------------------------------------------- data room
export const addFileTypeRequired = 'Add file type is required';
export const fileNameRequired = 'File name is required';
export const linkNameRequired = 'Link name is required';
export const watermarkOptionRequired = 'Watermark option is required when uploading a file';
export const dataRoomTypeRequired = 'Data room type is required'; // not in spec

// ---------------------------------------------------------------- event
export const mainEventRequired = 'Main event is required for a side event'; // not in spec
export const eventImageRequired = 'Event image is required'; // not in spec
export const eventNameRequired = 'Event name is required'; // not in spec
export const eventTypeRequired = 'Event type is required'; // not in spec
export const eventFormatRequired = 'Event format is required'; // not in spec
export const atLeastOneStakeholderType = 'Please select at least one stakeholder type'; // not in spec
export const eventStartDateRequired = 'Start date is required'; // not in spec
export const eventEndDateRequired = 'End date is required'; // not in spec
export const eventTimezoneRequired = 'Timezone is required'; // not in spec
export const eventCityCountryRequired = 'City and country are required'; // not in spec
export const hostNameRequired = 'Host name is required'; // not in spec
export const eventDescriptionRequired = 'Event description is required'; // not in spec

// ---------------------------------------------------------------- event review
export const analysisPerspectiveRequired = 'Analysis perspective is required'; // not in spec
export const atLeastOneDateOfAttendance = 'Please select at least one date of attendance'; // not in spec
export const generalRatingRequired = 'General rating is required'; // not in spec
export const shortFeedbackRequired = 'Short feedback is required'; // not in spec
export const generalFeedbackRequired = 'General feedback is required'; // not in spec

// ---------------------------------------------------------------- enumerations (default picklist messages, all not in spec)
export const invalidGraduationType = 'Select a valid graduation type'; // not in spec
export const invalidStage = 'Select a valid stage'; // not in spec
export const invalidSecurityType = 'Select a valid security type'; // not in spec
export const invalidValuationBasis = 'Select a valid valuation basis'; // not in spec
export const invalidConvertibleLoanOutcome = 'Select a valid convertible loan outcome'; // not in spec
export const invalidLiquidationPreference = 'Select a valid liquidation preference'; // not in spec
export const invalidBoardSeat = 'Select a valid board seat'; // not in spec
export const invalidRoundRole = 'Select a valid role in round'; // not in spec
export const invalidDealOrigination = 'Select a valid deal origination'; // not in spec
export const invalidInvestmentStatus = 'Select a valid investment status'; // not in spec
export const invalidExitStatus = 'Select a valid exit status'; // not in spec
export const invalidExitType = 'Select a valid exit type'; // not in spec
export const invalidDealOriginType = 'Select a valid deal origin type'; // not in spec
export const invalidGraduationInvestorRole = 'Select a valid investor role'; // not in spec
export const invalidInvestorInvestmentStatus = 'Select a valid investment status'; // not in spec
export const invalidFundMaturity = 'Select a valid fund maturity'; // not in spec
export const invalidPostTag = 'Select a valid post tag'; // not in spec
export const invalidPostVisibility = 'Select a valid post visibility'; // not in spec
export const invalidStakeholderType = 'Select a valid stakeholder type'; // not in spec
export const invalidYesNo = 'Select Yes or No'; // not in spec
export const invalidInvestorStyleArchetype = 'Select a valid investor style'; // not in spec
export const invalidFundraisingStatus = 'Select a valid fundraising status'; // not in spec
export const invalidFeedbackRequestStatus = 'Select a valid feedback request status'; // not in spec
export const invalidAccessMode = 'Select a valid access mode'; // not in spec
export const invalidApprovalStatus = 'Select a valid approval status'; // not in spec
export const invalidApplicationStatus = 'Select a valid application status'; // not in spec
export const invalidTrackRecordInvestmentStatus = 'Select a valid track record investment status'; // not in spec
export const invalidSharePermission = 'Select a valid share permission'; // not in spec
export const invalidProfileType = 'Select a valid profile type'; // not in spec
export const invalidProfileMemberRole = 'Select a valid member role'; // not in spec
export const invalidProfileStatus = 'Select a valid profile status'; // not in spec
export const invalidUserRole = 'Select a valid user role'; // not in spec
export const invalidContactStatus = 'Select verified or unverified'; // not in spec
export const invalidShareLinkStatus = 'Select a valid share link status'; // not in spec
export const invalidDataRoomAddType = 'Select a valid add file type'; // not in spec
export const invalidDataRoomType = 'Select a valid data room type'; // not in spec
export const invalidFeedbackCategory = 'Select a valid feedback category'; // not in spec
export const invalidEventAttendance = 'Select a valid attendance'; // not in spec
export const invalidGraduationRoute = 'Select a valid graduation kind'; // not in spec
export const invalidWaterfall = 'Select American or European waterfall'; // not in spec
export const invalidFundProfileSection = 'Select a valid profile section'; // not in spec
export const invalidOnboardingStep = 'Select a valid onboarding step'; // not in spec
export const invalidFileAreaKind = 'Select a valid file area'; // not in spec

// ---------------------------------------------------------------- option lists (default picklist messages, all not in spec)
export const invalidPageSize = 'Select a valid page size'; // not in spec
export const invalidBillingPeriod = 'Select a valid billing period'; // not in spec
export const invalidTimeFilter = 'Select a valid time filter'; // not in spec
export const invalidDealSize = 'Select a valid deal size'; // not in spec
export const invalidReminderFrequency = 'Select a valid reminder frequency'; // not in spec
export const invalidNotificationOption = 'Select a valid notification'; // not in spec
export const invalidSortOption = 'Select a valid sort order'; // not in spec
export const invalidDataRoomSortOption = 'Select a valid sort order'; // not in spec
export const invalidEventSortOption = 'Select a valid sort order'; // not in spec
export const invalidEventType = 'Select a valid event type'; // not in spec
export const invalidEventFormat = 'Select a valid event format'; // not in spec
export const invalidTimezone = 'Select a valid timezone'; // not in spec
export const invalidStrategyType = 'Select a valid strategy type'; // not in spec
export const invalidPerformanceMetric = 'Select a valid performance metric'; // not in spec
export const invalidContactFormType = 'Select a valid type'; // not in spec
export const invalidPassReason = 'Select a valid reason'; // not in spec
export const invalidInvestorType = 'Select a valid investor type'; // not in spec
export const invalidServiceProviderType = 'Select a valid service provider type'; // not in spec
export const invalidSector = 'Select a valid sector'; // not in spec
export const invalidGeography = 'Select a valid geography'; // not in spec
export const invalidCountry = 'Select a valid country'; // not in spec
export const invalidCurrency = 'Select a valid currency'; // not in spec
export const invalidRating = 'Select a valid rating'; // not in spec
export const invalidInvestorRelationship = 'Select a valid investor relationship'; // not in spec
export const invalidDescribesYouBest = 'Select what describes you best'; // not in spec
export const invalidPointOfInterest = 'Select a valid point of interest'; // not in spec
export const invalidAnalysisStage = 'Select a valid analysis stage'; // not in spec
