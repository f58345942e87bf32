// Fixtures shared by the track-record API tests (test code only: nothing in the app imports this file).

/** A valid fund track record form (forms §3). */
export const trackRecordForm = {
  name: 'Fund I track record',
  website: 'https://fund.example',
  currency: { label: 'Euro', value: 'EUR' },
  investmentPeriodFrom: 2017,
  investmentPeriodTo: 2021,
  numberOfInvestments: 3,
  investedCapital: { value: 5000000, currency: 'EUR' },
  stageFocus: [{ value: 'Seed', inputVal: 'Seed' }],
  type: 'Fund',
  RVPIconfidence: 'High',
};

/** One valid investments row; `over` changes or adds cells. */
export const investmentRow = (over: Record<string, unknown> = {}) => ({
  companyName: 'Alpha',
  dateOfInitialInvestment: '2020-01-01',
  initialInvestmentsCost: 100,
  totalInvestmentCost: 100,
  realizedValue: 0,
  unrealizedValue: 200,
  dateOfValuation: '2021-01-01',
  primarySector: 'Fintech',
  country: 'Germany',
  ...over,
});
