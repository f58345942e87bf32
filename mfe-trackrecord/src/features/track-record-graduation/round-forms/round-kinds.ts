import {
  convertibleLoanOutcomeOptions,
  currencyOptions,
  type GraduationRoute,
  graduationRoundSchemas,
  graduationRoutes,
  liquidationPreferenceOptions,
  type Option,
  roundRoleOptions,
  securityTypeOptions,
  stageOptions,
  valuationBasisOptions,
} from '@fundnet/validation-schema';

// The seven round forms of forms §3 "Funding round forms", one descriptor list per graduation route, in the spec's
// order. What is required, and the messages, come from the route's body schema (graduationRoundSchemas, rules of
// forms §5); `required` here only marks the label.

/** One input of a round form. */
export type RoundFieldSpec =
  | {
      /** text and multiline: free text; count: a whole number; number: a decimal; percent: 0..100. */
      kind: 'text' | 'multiline' | 'url' | 'date' | 'money' | 'count' | 'number' | 'percent';
      name: string;
      label: string;
      required?: boolean;
    }
  | { kind: 'select'; name: string; label: string; required?: boolean; options: readonly Option<string>[] };

/** A titled group of inputs. */
export interface RoundSection {
  title: string;
  fields: readonly RoundFieldSpec[];
  /** Shown only when "the fund participated" is checked; its fields are cleared (null) otherwise. */
  participation?: boolean;
}

export interface RoundKindSpec {
  /** The text of the "Round type" option. */
  label: string;
  /** Whether the form has the "fund participated" switch (every round form but the valuation updates). */
  participationSwitch: boolean;
  sections: readonly RoundSection[];
}

// The option lists in words come from the one shared source (validation-schema's enumeration labels).
const roleOptions = roundRoleOptions;
const outcomeOptions = convertibleLoanOutcomeOptions;
export { stageOptions };

const roundCurrencyOptions: Option<string>[] = currencyOptions.map((o) => ({ value: o.value, label: `${o.value} · ${o.label}` }));

// Fields shared by the forms (roundBaseEntries and participationEntries of the schemas).
const closingDate: RoundFieldSpec = { kind: 'date', name: 'closingDate', label: 'Closing date', required: true };
const currency: RoundFieldSpec = { kind: 'select', name: 'currency', label: 'Currency', required: true, options: roundCurrencyOptions };
const comment: RoundFieldSpec = { kind: 'multiline', name: 'comment', label: 'Comment' };
const totalInvestmentAmount: RoundFieldSpec = {
  kind: 'money',
  name: 'totalInvestmentAmount',
  label: 'Total investment amount',
  required: true,
};
const securityType: RoundFieldSpec = {
  kind: 'select',
  name: 'securityType',
  label: 'Security type',
  required: true,
  options: securityTypeOptions,
};
const shareClassOfShares: RoundFieldSpec = { kind: 'text', name: 'shareClassOfShares', label: 'Share class', required: true };
const fundEntityName: RoundFieldSpec = { kind: 'text', name: 'fundEntityName', label: 'Fund entity name', required: true };
const role: RoundFieldSpec = { kind: 'select', name: 'role', label: 'Role in round', required: true, options: roleOptions };
const liquidationPreference: RoundFieldSpec = {
  kind: 'select',
  name: 'liquidationPreference',
  label: 'Liquidation preference',
  required: true,
  options: liquidationPreferenceOptions,
};
const investmentAmount: RoundFieldSpec = { kind: 'money', name: 'investmentAmount', label: 'Investment amount', required: true };
const yourDealCosts: RoundFieldSpec = { kind: 'money', name: 'yourDealCosts', label: 'Your deal costs', required: true };

/** Interest-bearing terms of the debt and convertible forms. */
const interestTerms: readonly RoundFieldSpec[] = [
  totalInvestmentAmount,
  { kind: 'percent', name: 'interestRate', label: 'Interest rate', required: true },
  { kind: 'date', name: 'maturityDate', label: 'Maturity date', required: true },
  { kind: 'text', name: 'interestRateCompensationType', label: 'Interest rate compensation type', required: true },
  { kind: 'money', name: 'paymentAmountPerPeriod', label: 'Payment amount per period' },
];
const lendingParticipation: RoundSection = {
  title: 'Fund participation',
  participation: true,
  fields: [fundEntityName, role, investmentAmount, yourDealCosts],
};

const valuationUpdate = (label: string): RoundKindSpec => ({
  label,
  participationSwitch: false,
  sections: [
    {
      title: 'Valuation',
      fields: [
        closingDate,
        currency,
        { kind: 'money', name: 'valuation', label: 'Valuation', required: true },
        { kind: 'select', name: 'valuationBasis', label: 'Valuation basis', required: true, options: valuationBasisOptions },
        { kind: 'money', name: 'sharePrice', label: 'Share price' },
        comment,
      ],
    },
  ],
});

export const roundKinds: Readonly<Record<GraduationRoute, RoundKindSpec>> = {
  primaryEquity: {
    label: 'Primary equity (priced round)',
    participationSwitch: true,
    sections: [
      {
        title: 'Round',
        fields: [
          closingDate,
          currency,
          { kind: 'money', name: 'preMoneyValuation', label: 'Pre-money valuation', required: true },
          { kind: 'money', name: 'postMoneyValuation', label: 'Post-money valuation', required: true },
          totalInvestmentAmount,
          { kind: 'money', name: 'sharePrice', label: 'Share price', required: true },
          { kind: 'count', name: 'sharesOutstandingPreRound', label: 'Shares outstanding before the round', required: true },
          { kind: 'count', name: 'sharesOutstandingPostRound', label: 'Shares outstanding after the round', required: true },
          { kind: 'count', name: 'newSharesIssued', label: 'New shares issued', required: true },
          securityType,
          shareClassOfShares,
          comment,
        ],
      },
      {
        title: 'Fund participation',
        participation: true,
        fields: [
          fundEntityName,
          role,
          { kind: 'count', name: 'sharesOwnedPreRound', label: 'Shares owned before the round', required: true },
          { kind: 'percent', name: 'ownershipPreRound', label: 'Ownership before the round', required: true },
          { kind: 'count', name: 'sharesAcquiredInRound', label: 'Shares acquired in the round', required: true },
          { kind: 'money', name: 'sharePriceOfAcquiredShares', label: 'Share price of acquired shares' },
          investmentAmount,
          { kind: 'percent', name: 'newOwnershipFromRound', label: 'New ownership from the round' },
          { kind: 'count', name: 'sharesOwnedPostRound', label: 'Shares owned after the round', required: true },
          { kind: 'percent', name: 'ownershipPostRound', label: 'Ownership after the round', required: true },
          liquidationPreference,
        ],
      },
    ],
  },
  secondaryEquity: {
    label: 'Secondary sale',
    participationSwitch: true,
    sections: [
      {
        title: 'Sale',
        fields: [
          closingDate,
          currency,
          { kind: 'money', name: 'pricePerShare', label: 'Price per share', required: true },
          { kind: 'money', name: 'valuation', label: 'Valuation', required: true },
          { kind: 'count', name: 'totalSoldShares', label: 'Total sold shares', required: true },
          { kind: 'percent', name: 'stake', label: 'Stake', required: true },
          { kind: 'money', name: 'proceeds', label: 'Proceeds', required: true },
          securityType,
          shareClassOfShares,
          { kind: 'money', name: 'buyingPricePerShare', label: 'Buying price per share' },
          { kind: 'money', name: 'sellingPricePerShare', label: 'Selling price per share' },
          { kind: 'number', name: 'liquidationPreferenceFactor', label: 'Liquidation preference factor' },
          comment,
        ],
      },
      {
        title: 'Seller',
        fields: [
          { kind: 'text', name: 'sellerRole', label: 'Seller role' },
          { kind: 'url', name: 'sellerWebsite', label: 'Seller website' },
          { kind: 'text', name: 'sellerCompanyName', label: 'Seller company name', required: true },
          { kind: 'text', name: 'sellerEntityName', label: 'Seller entity name' },
          { kind: 'money', name: 'sellerDealCosts', label: 'Seller deal costs' },
        ],
      },
      {
        title: 'Buyer',
        fields: [
          { kind: 'text', name: 'buyerRole', label: 'Buyer role' },
          { kind: 'url', name: 'buyerWebsite', label: 'Buyer website' },
          { kind: 'text', name: 'buyerCompanyName', label: 'Buyer company name', required: true },
          { kind: 'text', name: 'buyerEntityName', label: 'Buyer entity name' },
          { kind: 'money', name: 'buyerDealCosts', label: 'Buyer deal costs' },
        ],
      },
      { title: 'Fund participation', participation: true, fields: [fundEntityName, liquidationPreference] },
    ],
  },
  safe: {
    label: 'SAFE',
    participationSwitch: true,
    sections: [
      {
        title: 'Round',
        fields: [
          closingDate,
          currency,
          { kind: 'text', name: 'safeType', label: 'SAFE type', required: true },
          totalInvestmentAmount,
          { kind: 'money', name: 'referenceValuation', label: 'Reference valuation', required: true },
          { kind: 'money', name: 'referenceValuationSharePrice', label: 'Reference valuation share price' },
          // Optional whether or not the round is uncapped (forms §5).
          { kind: 'money', name: 'valuationCap', label: 'Valuation cap' },
          { kind: 'money', name: 'valuationCapPerShare', label: 'Valuation cap per share' },
          { kind: 'percent', name: 'conversionDiscount', label: 'Conversion discount', required: true },
          comment,
        ],
      },
      {
        title: 'Fund participation',
        participation: true,
        fields: [
          fundEntityName,
          role,
          { kind: 'money', name: 'investmentAmountParticipated', label: 'Participated investment amount', required: true },
          yourDealCosts,
        ],
      },
    ],
  },
  debt: {
    label: 'Debt (interest-bearing instrument)',
    participationSwitch: true,
    sections: [{ title: 'Instrument', fields: [closingDate, currency, ...interestTerms, comment] }, lendingParticipation],
  },
  convertibleLoan: {
    label: 'Convertible loan or note',
    participationSwitch: true,
    sections: [
      {
        title: 'Loan',
        fields: [
          closingDate,
          currency,
          ...interestTerms,
          { kind: 'percent', name: 'conversionDiscount', label: 'Conversion discount' },
          { kind: 'money', name: 'valuationCap', label: 'Valuation cap' },
          { kind: 'select', name: 'outcome', label: 'Outcome', options: outcomeOptions },
          comment,
        ],
      },
      lendingParticipation,
    ],
  },
  markup: valuationUpdate('Markup (valuation update)'),
  markdown: valuationUpdate('Markdown (valuation update)'),
};

/** The "Round type" options, in the order of the graduation routes. */
export const roundKindOptions: Option<GraduationRoute>[] = graduationRoutes.map((route) => ({
  value: route,
  label: roundKinds[route].label,
}));

/** The body schema of a route (forms §5 rules and messages). */
export const roundSchemaOf = (route: GraduationRoute) => graduationRoundSchemas[route];

/** The empty form value of a field: what an unfilled input holds. Amounts start in `currencyCode`. */
export function emptyFieldValue(field: RoundFieldSpec, currencyCode: string): unknown {
  switch (field.kind) {
    case 'text':
    case 'multiline':
    case 'url':
    case 'date':
      return '';
    case 'money':
      return { value: null, currency: currencyCode };
    case 'select':
      return field.name === 'currency' ? currencyCode : null;
    default:
      return null;
  }
}

/** The participation fields of a kind (cleared while the fund did not participate). */
export const participationFieldsOf = (spec: RoundKindSpec): RoundFieldSpec[] =>
  spec.sections.filter((section) => section.participation).flatMap((section) => section.fields);
