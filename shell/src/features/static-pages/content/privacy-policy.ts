import { addressOf, type LegalDocument, type Operator } from './legal-document';

/** The text, naming `operator` (the server's configuration). */
export const privacyPolicy = (operator: Operator): LegalDocument => ({
  title: 'Privacy policy',
  updated: '2026-11-01',
  intro: [
    'This privacy policy explains which personal data we process when you visit Fundnet or use it as a fund manager, investor, service provider or visitor of a shared profile, why we do so, on which legal basis, for how long, and which rights you have under the EU General Data Protection Regulation (GDPR) and the German Federal Data Protection Act (BDSG).',
  ],
  sections: [
    {
      id: 'controller',
      heading: '1. Controller and data protection officer',
      blocks: [
        `The controller within the meaning of Art. 4(7) GDPR is ${addressOf(operator)}, e-mail ${operator.email}, telephone ${operator.phone}.`,
        `You can reach our data protection officer at: ${operator.dataProtectionOfficer}. Please write "Data protection" in the subject line.`,
      ],
    },
    {
      id: 'overview',
      heading: '2. Which data we process',
      blocks: [
        {
          list: [
            'Account data: e-mail address, password (stored only as a salted hash), first and last name, optional phone number, verification status of e-mail and phone.',
            'Personal details from onboarding and settings: country of residence, what describes you best, job title, company name, LinkedIn URL, points of interest and, if you take the investor quiz, your investor style.',
            'Profile data you publish about your fund, investor entity or company, including key people, track records, portfolio information, terms, references, press clippings and documents.',
            'Data-room and share-link data: which files were opened or downloaded, when and for how long, by which link or account; e-mail addresses entered to open a link; acceptance of NDAs.',
            'Usage and security data: IP address, browser type, time of access, pages called, session identifiers, failed login attempts.',
            'Communication: messages sent through the contact form, feedback, introductions, posts, comments and reviews.',
            'Billing data for paid plans: company name, billing address, VAT ID, plan and payment status (card data is processed by our payment provider, not by us).',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: '3. Purposes and legal bases',
      blocks: [
        {
          list: [
            'Providing the platform, your account, profiles, data rooms, share links and membership plans: performance of a contract (Art. 6(1)(b) GDPR).',
            'Verifying your e-mail address and phone number (SMS code) to protect accounts against misuse: performance of a contract and our legitimate interest in a secure platform (Art. 6(1)(b) and (f) GDPR).',
            'Showing profile-view and data-room analytics to the owner of a profile or data room: legitimate interest of the owner and of us in knowing who engaged with shared investment information (Art. 6(1)(f) GDPR). Visitors are informed about this before they open a shared link.',
            'Answering contact requests: pre-contractual measures or our legitimate interest in answering enquiries (Art. 6(1)(b) and (f) GDPR).',
            'Security, fraud prevention and logging: legitimate interest (Art. 6(1)(f) GDPR).',
            'Product newsletters and marketing e-mails: your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time with effect for the future.',
            'Marketing analytics cookies: your consent (Art. 6(1)(a) GDPR and § 25(1) TDDDG).',
            'Keeping accounting records: legal obligation (Art. 6(1)(c) GDPR in connection with § 257 HGB and § 147 AO).',
          ],
        },
        'We do not make decisions based solely on automated processing that produce legal effects concerning you (Art. 22 GDPR). The investor style quiz only suggests a descriptive label that you can change or remove at any time.',
      ],
    },
    {
      id: 'visibility',
      heading: '4. What other users see',
      blocks: [
        'Profiles are visible according to the settings you choose: publicly in discovery, only to signed-in users, or only to people you share a link with. Data-room documents are only visible to the people and groups you grant access to. Personal details such as your phone number and country of residence are not shown on profiles unless you add them to a profile yourself.',
        'When you open a shared profile or data room, the owner of that profile sees that the link was used and, depending on the link type, your e-mail address, which files you viewed or downloaded and for how long.',
      ],
    },
    {
      id: 'recipients',
      heading: '5. Recipients and processors',
      blocks: [
        'We use carefully selected service providers who process data on our behalf under a data processing agreement (Art. 28 GDPR):',
        {
          list: [
            'hosting and object storage in data centres in the European Union;',
            'e-mail delivery;',
            'SMS delivery for phone verification;',
            'payment processing for membership plans;',
            'customer relationship management and marketing automation (only with your consent for marketing cookies).',
          ],
        },
        'We disclose data to authorities only where we are legally obliged to do so. We do not sell personal data.',
      ],
    },
    {
      id: 'transfers',
      heading: '6. Transfers outside the EU/EEA',
      blocks: [
        'Where a service provider processes data outside the European Economic Area, we ensure an adequate level of protection, either by an adequacy decision of the European Commission (for the United States: certification under the EU-U.S. Data Privacy Framework) or by standard contractual clauses (Art. 46(2)(c) GDPR) with supplementary measures. You can request a copy of the safeguards from us.',
      ],
    },
    {
      id: 'retention',
      heading: '7. How long we keep data',
      blocks: [
        {
          list: [
            'Account and profile data: as long as your account exists; after deletion of the account, within 30 days, unless a legal retention period applies.',
            'Draft profiles you delete: immediately; backups are overwritten within 35 days.',
            'Data-room views and share-link analytics: as long as the data room or link exists, at most 24 months.',
            'Security logs: 30 days, longer only where needed to investigate an incident.',
            'Contact requests: 12 months after the last message, unless a contract follows.',
            'Invoices and accounting records: 10 years (§ 147 AO, § 257 HGB).',
          ],
        },
      ],
    },
    {
      id: 'storage',
      heading: '8. Cookies and local storage',
      blocks: [
        'Fundnet stores a small number of items in your browser that are strictly necessary to provide the service you request (§ 25(2) no. 2 TDDDG): your sign-in token (in session storage, or in local storage if you choose to stay signed in), the profile you are currently acting as, and choices you made during onboarding.',
        'With your consent, a marketing analytics cookie (hubspotutk) is set to recognise returning visitors and attribute contact requests. You can withdraw your consent at any time in the cookie settings; the cookie is then deleted.',
      ],
    },
    {
      id: 'rights',
      heading: '9. Your rights',
      blocks: [
        'You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and the right to withdraw consent at any time (Art. 7(3)).',
        'Right to object (Art. 21 GDPR): where we process data on the basis of legitimate interests, you may object at any time on grounds relating to your particular situation. You may object to direct marketing at any time without giving reasons.',
        `To exercise your rights, write to ${operator.privacyEmail}. Many details can also be changed directly in your user settings.`,
        'You also have the right to lodge a complaint with a supervisory authority (Art. 77 GDPR), in particular in the member state of your residence, your place of work or the place of the alleged infringement. The authority competent for us is the Berlin Commissioner for Data Protection and Freedom of Information.',
      ],
    },
    {
      id: 'obligation',
      heading: '10. Is providing data required?',
      blocks: [
        'You need to provide an e-mail address, a password, your name, your country of residence and what describes you best to create an account and a profile. Everything else is optional. Without the required data we cannot provide the platform to you.',
      ],
    },
    {
      id: 'security',
      heading: '11. Security',
      blocks: [
        'All connections are encrypted with TLS. Passwords are stored as salted hashes; sign-in tokens are random, stored hashed on our side, can be revoked and expire. Access to production data is limited to staff who need it and is logged.',
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to this policy',
      blocks: [
        'We update this policy when our processing changes. The date at the top shows the latest version. We inform registered users about material changes by e-mail or in the app.',
      ],
    },
  ],
});
