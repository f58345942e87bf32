// Fixtures of the static pages' tests.

/** The operator the server's configuration names (GET api/legal/operator), as the imprint, contact and legal pages read it. */
export const legalOperator = {
  name: 'Alpenfonds AG',
  street: 'Bahnhofstrasse 10',
  postcode: '8001',
  city: 'Zürich',
  country: 'Switzerland',
  email: 'hello@alpenfonds.ch',
  privacyEmail: 'privacy@alpenfonds.ch',
  phone: '+41 44 000 00 00',
  managingDirectors: 'Anna Keller',
  registerCourt: 'Handelsregister Zürich',
  registerNumber: 'CHE-123.456.789',
  vatId: 'CHE-123.456.789 MWST',
  editorialResponsible: 'Anna Keller',
  dataProtectionOfficer: 'Marc Frei, privacy@alpenfonds.ch',
  jurisdiction: 'Zürich, Switzerland',
};
