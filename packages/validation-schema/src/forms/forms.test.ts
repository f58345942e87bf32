import * as v from 'valibot';
import { graduationRoutes } from '../enums/graduation';
import { flattenIssues } from '../errors';
import { messages } from '../messages';
import { REMOVE, withField, withFields } from '../test-support/mutate';
import { validInputs as fx, validVariants } from '../test-support/valid-inputs';
import * as forms from '.';

const schemaExports = Object.entries(forms as Record<string, unknown>).filter((entry): entry is [string, v.GenericSchema] =>
  entry[0].endsWith('Schema'),
);
const errorsOf = (schema: v.GenericSchema, input: unknown) => flattenIssues(v.safeParse(schema, input).issues);
const eur = (value: number) => ({ value, currency: 'EUR' });

describe('every form schema', () => {
  it('has a valid fixture, and every fixture names a schema', () => {
    expect(schemaExports.map(([name]) => name).sort()).toEqual(Object.keys(fx).sort());
  });

  it.each(schemaExports)('%s accepts its valid fixture', (name, schema) => {
    const result = v.safeParse(schema, fx[name as keyof typeof fx]);
    expect(flattenIssues(result.issues)).toEqual({});
  });

  it.each(Object.entries(validVariants))('accepts the variant %s', (name, input) => {
    const schema = name === 'dataRoomLink' ? forms.dataRoomItemSchema : forms.pricedEquityRoundSchema;
    expect(errorsOf(schema, input)).toEqual({});
  });
});

describe('missing fields report their own message', () => {
  it('an empty login gives the required messages, nothing else', () => {
    expect(errorsOf(forms.loginSchema, {})).toEqual({
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
    });
  });
  it('an empty contact form gives one message per field', () => {
    expect(errorsOf(forms.contactUsSchema, {})).toEqual({
      firstName: [messages.firstNameRequired],
      lastName: [messages.lastNameRequired],
      email: [messages.emailRequired],
      type: [messages.typeRequired],
      message: [messages.messageRequired],
    });
  });
  it('a blank value and a missing key give the same message', () => {
    expect(errorsOf(forms.companySchema, withField(fx.companySchema, 'vatId', ''))).toEqual(
      errorsOf(forms.companySchema, withField(fx.companySchema, 'vatId', REMOVE)),
    );
  });
});

describe('normalisation', () => {
  it('trims texts and turns empty optional links into null', () => {
    const output = v.parse(forms.signupSchema, { ...fx.signupSchema, firstName: '  Anna ', phoneNumber: '' });
    expect(output.firstName).toBe('Anna');
    expect(output.phoneNumber).toBeNull();
    const links = v.parse(forms.linksSchema, { url: '', linkedinUrl: '  ' });
    expect(links).toEqual({
      url: null,
      linkedinUrl: null,
      facebookUrl: null,
      twitterUrl: null,
      crunchbaseUrl: null,
      mediumUrl: null,
      dealroomUrl: null,
    });
  });
  it('drops blank list entries and keeps the booleans false by default', () => {
    const output = v.parse(forms.feedbackSchema, fx.feedbackSchema);
    expect(output.likedThings).toEqual(['Team']);
    expect(output.stayAnonymous).toBe(false);
    expect(output.risk).toEqual({ rating: 2, comment: null, criteria: {} });
  });
  it('turns an emptied optional amount into null', () => {
    expect(v.parse(forms.commitmentInvestorSchema, fx.commitmentInvestorSchema).intendedCheckSize).toBeNull();
  });
});

describe('invite', () => {
  it('checks each e-mail on its own path', () => {
    expect(errorsOf(forms.inviteSchema, { emails: ['a@example.com', 'nope'], message: 'Hi' })).toEqual({
      'emails.1': [messages.emailInvalid],
    });
  });
});

describe('co-investor', () => {
  it.each(['preInvestmentDealsNum', 'coInvestmentDealsNum', 'followOnInvestmentDealsNum'])('%s must be >= 0', (field) => {
    expect(errorsOf(forms.coInvestorSchema, withField(fx.coInvestorSchema, field, -2))).toEqual({
      [field]: [messages.valueMinZero],
    });
  });
});

describe('fund track record', () => {
  it('needs one stage focus with a non-empty inputVal', () => {
    expect(errorsOf(forms.fundTrackRecordSchema, withField(fx.fundTrackRecordSchema, 'stageFocus', []))).toEqual({
      stageFocus: [messages.atLeastOneStageFocus],
    });
  });
  it('reports an investment period that ends before it starts', () => {
    expect(errorsOf(forms.fundTrackRecordSchema, withField(fx.fundTrackRecordSchema, 'investmentPeriodTo', 2010))).toEqual({
      investmentPeriodTo: [messages.periodEndBeforeStart],
    });
  });
});

describe('feedback', () => {
  it('requires each category total but not the sub-criteria', () => {
    expect(errorsOf(forms.feedbackSchema, withField(fx.feedbackSchema, 'team', REMOVE))).toEqual({
      team: [messages.ratingRequired],
    });
    expect(errorsOf(forms.feedbackSchema, withField(fx.feedbackSchema, 'team', { rating: 3, criteria: { x: {} } }))).toEqual({});
    expect(errorsOf(forms.feedbackSchema, withField(fx.feedbackSchema, 'team.criteria.x.rating', 9))).toEqual({
      'team.criteria.x.rating': [messages.ratingRange],
    });
  });
  it('weak spots are rating categories', () => {
    expect(errorsOf(forms.feedbackSchema, withField(fx.feedbackSchema, 'weakSpots', ['price']))).toEqual({
      'weakSpots.0': [messages.atLeastOneWeakSpot],
    });
  });
});

describe('round forms: fund participation', () => {
  const participationMessages = {
    fundEntityName: messages.fundEntityNameRequired,
    role: messages.roundRoleRequired,
    sharesOwnedPreRound: messages.sharesOwnedPreRoundRequired,
    ownershipPreRound: messages.ownershipPreRoundRequired,
    sharesAcquiredInRound: messages.sharesAcquiredInRoundRequired,
    investmentAmount: messages.investmentAmountRequired,
    sharesOwnedPostRound: messages.sharesOwnedPostRoundRequired,
    ownershipPostRound: messages.ownershipPostRoundRequired,
    liquidationPreference: messages.liquidationPreferenceRequired,
  };
  const asLists = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).map(([key, message]) => [key, [message]]));

  it('priced equity: participation fields are nullable when the fund did not participate', () => {
    const output = v.parse(forms.pricedEquityRoundSchema, fx.pricedEquityRoundSchema);
    expect(output.fundEntityName).toBeNull();
    expect(output.investmentAmount).toBeNull();
  });

  it('priced equity: all participation fields are required when it did', () => {
    expect(errorsOf(forms.pricedEquityRoundSchema, { ...fx.pricedEquityRoundSchema, fundParticipated: true })).toEqual(
      asLists(participationMessages),
    );
  });

  it('reports participation errors together with other field errors', () => {
    const input = withFields(fx.pricedEquityRoundSchema, { fundParticipated: true, shareClassOfShares: '' });
    const errors = errorsOf(forms.pricedEquityRoundSchema, input);
    expect(errors.shareClassOfShares).toEqual([messages.shareClassRequired]);
    expect(errors.fundEntityName).toEqual([messages.fundEntityNameRequired]);
  });

  it('checks the format of a given participation field even when the fund did not participate', () => {
    expect(errorsOf(forms.pricedEquityRoundSchema, withField(fx.pricedEquityRoundSchema, 'ownershipPreRound', 140))).toEqual({
      ownershipPreRound: [messages.percentageRange],
    });
  });

  it('secondary sale: entity name and liquidation preference when the fund participated', () => {
    expect(errorsOf(forms.secondarySaleSchema, { ...fx.secondarySaleSchema, fundParticipated: true })).toEqual({
      fundEntityName: [messages.fundEntityNameRequired],
      liquidationPreference: [messages.liquidationPreferenceRequired],
    });
  });

  it('SAFE: caps optional (capped or not), participation fields required when participated', () => {
    expect(errorsOf(forms.safeRoundSchema, { ...fx.safeRoundSchema, valuationCap: { value: 10_000_000, currency: 'USD' } })).toEqual({});
    expect(errorsOf(forms.safeRoundSchema, { ...fx.safeRoundSchema, fundParticipated: true })).toEqual({
      fundEntityName: [messages.fundEntityNameRequired],
      role: [messages.roundRoleRequired],
      investmentAmountParticipated: [messages.investmentAmountParticipatedRequired],
      yourDealCosts: [messages.dealCostsRequired],
    });
  });

  it.each([
    ['convertible loan', forms.convertibleLoanRoundSchema, fx.convertibleLoanRoundSchema],
    ['interest-bearing', forms.interestBearingRoundSchema, fx.interestBearingRoundSchema],
  ] as const)('%s: participation fields required when participated', (_name, schema, base) => {
    expect(errorsOf(schema, { ...base, fundParticipated: true })).toEqual({
      fundEntityName: [messages.fundEntityNameRequired],
      role: [messages.roundRoleRequired],
      investmentAmount: [messages.investmentAmountRequired],
      yourDealCosts: [messages.dealCostsRequired],
    });
    expect(
      errorsOf(schema, {
        ...base,
        fundParticipated: true,
        fundEntityName: 'Fund I',
        role: 'Follow',
        investmentAmount: eur(100_000),
        yourDealCosts: eur(0),
      }),
    ).toEqual({});
  });

  it('graduationRoundSchemas has one schema per route, each accepting its fixture', () => {
    expect(Object.keys(forms.graduationRoundSchemas)).toEqual([...graduationRoutes]);
    const fixtureByRoute = {
      primaryEquity: fx.pricedEquityRoundSchema,
      secondaryEquity: fx.secondarySaleSchema,
      safe: fx.safeRoundSchema,
      debt: fx.interestBearingRoundSchema,
      convertibleLoan: fx.convertibleLoanRoundSchema,
      markup: fx.valuationUpdateSchema,
      markdown: fx.valuationUpdateSchema,
    };
    for (const route of graduationRoutes) {
      expect(v.is(forms.graduationRoundSchemas[route], fixtureByRoute[route])).toBe(true);
    }
  });
});

describe('data room', () => {
  it('upload needs file name and watermark option; link needs link name and url', () => {
    expect(errorsOf(forms.dataRoomItemSchema, { dataRoomAddType: 'upload' })).toEqual({
      fileName: [messages.fileNameRequired],
      dataRoomAddWatermark: [messages.watermarkOptionRequired],
    });
    expect(errorsOf(forms.dataRoomItemSchema, { dataRoomAddType: 'link' })).toEqual({
      linkName: [messages.linkNameRequired],
      linkUrl: [messages.urlRequired],
    });
  });
  it('a linked file needs a valid url', () => {
    expect(errorsOf(forms.dataRoomItemSchema, withField(validVariants.dataRoomLink, 'linkUrl', 'my drive'))).toEqual({
      linkUrl: [messages.invalidUrlFormat],
    });
  });
  it('accepts "no watermark" for an upload', () => {
    expect(errorsOf(forms.dataRoomItemSchema, { dataRoomAddType: 'upload', fileName: 'a.pdf', dataRoomAddWatermark: false })).toEqual({});
  });
  it('only an external data room needs a url', () => {
    expect(errorsOf(forms.externalDataRoomSchema, { dataRoomType: 'fundnetDiscovery' })).toEqual({});
    expect(errorsOf(forms.externalDataRoomSchema, { dataRoomType: 'external' })).toEqual({
      externalDataRoomUrl: [messages.urlRequired],
    });
  });
});

describe('event', () => {
  it('a side event needs its main event', () => {
    expect(errorsOf(forms.eventSchema, { ...fx.eventSchema, isSideEvent: true, mainEventId: 'evt_1' })).toEqual({});
    expect(errorsOf(forms.eventSchema, { ...fx.eventSchema, isSideEvent: false })).toEqual({});
  });
  it('optional URL fields must be valid', () => {
    expect(errorsOf(forms.eventSchema, { ...fx.eventSchema, lpTicketDetailsUrl: 'lp tickets' })).toEqual({
      lpTicketDetailsUrl: [messages.invalidUrlFormat],
    });
  });
});

describe('event review', () => {
  it('dates of attendance only when the reviewer attended', () => {
    expect(
      errorsOf(forms.eventReviewSchema, {
        ...fx.eventReviewSchema,
        analysisPerspective: 'haveNotAttended',
        datesOfAttendance: [],
      }),
    ).toEqual({});
  });
  it('every criterion but food and beverage needs a rating', () => {
    expect(errorsOf(forms.eventReviewSchema, { ...fx.eventReviewSchema, foodAndBeverageQuality: { comment: 'n/a' } })).toEqual({});
    expect(errorsOf(forms.eventReviewSchema, withField(fx.eventReviewSchema, 'valueForMoney', REMOVE))).toEqual({
      valueForMoney: [messages.ratingRequired],
    });
  });
  it('uses the phone and e-mail rules', () => {
    expect(errorsOf(forms.eventReviewSchema, { ...fx.eventReviewSchema, reviewerPhoneNumber: '12', reviewerEmail: 'x' })).toEqual({
      reviewerPhoneNumber: [messages.phoneMinLength],
      reviewerEmail: [messages.emailInvalid],
    });
  });
});

describe('profiles', () => {
  it('fund: target fund size not required when evergreen', () => {
    const evergreen = withFields(fx.fundProfileSchema, { fundraisingStatus: 'evergreen', targetFundSize: REMOVE });
    expect(errorsOf(forms.fundProfileSchema, evergreen)).toEqual({});
    expect(errorsOf(forms.fundProfileSchema, withField(fx.fundProfileSchema, 'targetFundSize', { value: null, currency: 'EUR' }))).toEqual({
      targetFundSize: [messages.targetFundSizeRequired],
    });
  });
  it('fund: needs a keyword', () => {
    expect(errorsOf(forms.fundProfileSchema, withField(fx.fundProfileSchema, 'keywords', REMOVE))).toEqual({
      keywords: [messages.atLeastOneKeyword],
    });
  });
  it('provider: 1 to 10 main offerings, key people need Full Name and Position', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `Offering ${i}`);
    expect(errorsOf(forms.providerProfileSchema, withField(fx.providerProfileSchema, 'mainOfferings', ten))).toEqual({});
    expect(errorsOf(forms.providerProfileSchema, withField(fx.providerProfileSchema, 'keyPeople', [{}]))).toEqual({
      'keyPeople.0.name': [messages.fullNameRequired],
      'keyPeople.0.position': [messages.positionRequired],
    });
    expect(errorsOf(forms.providerProfileSchema, withField(fx.providerProfileSchema, 'url', 'admin services'))).toEqual({
      url: [messages.incorrectWebsiteUrl],
    });
  });
  it('investor: deal range "to" below "from", fund names required', () => {
    expect(
      errorsOf(
        forms.investorProfileSchema,
        withFields(fx.investorProfileSchema, { dealRangeTo: REMOVE, pastFundInvestments: [{ fundName: '' }] }),
      ),
    ).toEqual({
      dealRangeTo: [messages.thisFieldIsRequired],
      'pastFundInvestments.0.fundName': [messages.fundNameRequired],
    });
    expect(
      errorsOf(forms.investorProfileSchema, withField(fx.investorProfileSchema, 'dealRangeTo', { value: 1, currency: 'USD' })),
    ).toEqual({});
  });
});

describe('people and media', () => {
  it('key person: every field required', () => {
    expect(Object.keys(errorsOf(forms.keyPersonSchema, {})).sort()).toEqual(
      ['companyName', 'companyWebsite', 'description', 'image', 'linkedin', 'name', 'position'].sort(),
    );
  });
  it('press clipping, client and previous investment need a website', () => {
    expect(errorsOf(forms.pressClippingSchema, withField(fx.pressClippingSchema, 'url', REMOVE))).toEqual({
      url: [messages.pleaseEnterWebsite],
    });
    expect(errorsOf(forms.fundClientSchema, withField(fx.fundClientSchema, 'url', ''))).toEqual({
      url: [messages.pleaseEnterWebsite],
    });
    expect(errorsOf(forms.previousInvestmentSchema, withField(fx.previousInvestmentSchema, 'urlOfInvestedCompany', 'x'))).toEqual({
      urlOfInvestedCompany: [messages.pleaseEnterCorrectUrl],
    });
  });
  it('previous fund: company urls must be urls', () => {
    expect(errorsOf(forms.previousFundSchema, withField(fx.previousFundSchema, 'companiesUrls', ['ok.com', 'no']))).toEqual({
      'companiesUrls.1': [messages.pleaseEnterCorrectUrl],
    });
  });
  it('portfolio company: ownership is a comma number too', () => {
    expect(errorsOf(forms.portfolioCompanySchema, withField(fx.portfolioCompanySchema, 'ownership', '12%'))).toEqual({
      ownership: [messages.onlyNumbersAndComma],
    });
  });
});
