import { addressOf, type LegalDocument, type Operator } from './legal-document';

/** The text, naming `operator` (the server's configuration). */
export const termsOfUse = (operator: Operator): LegalDocument => ({
  title: 'Terms of use',
  updated: '2026-11-01',
  intro: [
    `These terms govern the use of the Fundnet platform ("Fundnet") operated by ${addressOf(operator)} ("we", "us"). By creating an account you accept them.`,
  ],
  sections: [
    {
      id: 'scope',
      heading: '1. Scope and users',
      blocks: [
        'Fundnet is a networking and information platform for fund managers (GPs), investors (LPs) and service providers to the private markets industry. It is aimed exclusively at entrepreneurs within the meaning of § 14 of the German Civil Code (BGB), legal entities under public law and professionals acting in the course of their business. Consumers may not register.',
        'Deviating terms of users do not apply, even if we do not expressly object to them.',
      ],
    },
    {
      id: 'no-advice',
      heading: '2. No investment advice, no regulated services',
      blocks: [
        'Fundnet provides technical means to present, find and share information. We do not provide investment advice, investment brokerage, placement, portfolio management or any other regulated financial service, we do not assess the suitability of any investment, and we do not hold client money or financial instruments.',
        'Content on profiles, in data rooms, in track records and in feedback comes from users. We do not verify it unless a profile is expressly marked as verified, and even then only to the extent described for the verification.',
        'Users who market funds or financial instruments are solely responsible for complying with the rules that apply to them, in particular the marketing rules of the AIFMD and its national implementations, the prospectus rules and the restrictions on marketing to retail investors. Investors are solely responsible for their own due diligence and investment decisions.',
      ],
    },
    {
      id: 'account',
      heading: '3. Account and registration',
      blocks: [
        {
          list: [
            'You must provide truthful, complete information and keep it up to date.',
            'Each account is personal. Keep your password secret and inform us without delay if you suspect misuse.',
            'You may create profiles for a fund, an investor entity or a service provider only if you are authorised to act for that organisation. Further team members can be invited with roles.',
            'We may verify e-mail addresses, phone numbers and, for professional investor status, self-certifications. We may refuse or suspend a registration for an objective reason.',
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: '4. Your content',
      blocks: [
        'You remain owner of the content you upload. You grant us a non-exclusive, worldwide, royalty-free licence, limited to the duration of the contract, to store, reproduce, adapt for display (for example watermarks and previews) and make available your content to the extent necessary to operate Fundnet and according to the visibility settings you choose.',
        'You are responsible for your content and warrant that it is accurate, not misleading, and does not infringe the rights of third parties, confidentiality obligations or laws, in particular data protection law. Before uploading personal data of third parties (for example key people or references) you make sure that you are allowed to do so.',
        'Feedback, ratings and reviews must be honest, based on your own experience and free of insults. We may remove content that violates these terms or the law, and we handle notices of illegal content in accordance with the EU Digital Services Act.',
      ],
    },
    {
      id: 'data-rooms',
      heading: '5. Data rooms, share links and confidentiality',
      blocks: [
        'Owners of a data room or a share link decide who may view, download or use AI chat on its content, and may require an NDA, a password or an e-mail address. Visitors are informed that their views and downloads are recorded and shown to the owner.',
        'Information received through Fundnet that is marked confidential or shared under an NDA may only be used to evaluate the investment or business relationship it concerns. Any NDA you accept on Fundnet is concluded between you and the owner of the content; we are not a party to it.',
      ],
    },
    {
      id: 'conduct',
      heading: '6. Prohibited use',
      blocks: [
        {
          list: [
            'sending unsolicited mass messages or using Fundnet for purposes other than professional networking in private markets;',
            'collecting data of other users by automated means (scraping, bots) without our written consent;',
            'circumventing access restrictions, watermarks, rate limits or security measures;',
            'uploading malware or content that is unlawful, misleading or infringes the rights of others;',
            'offering investments to persons to whom they may not lawfully be offered.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: '7. Plans, fees and payment',
      blocks: [
        'Basic use is free of charge. Paid membership plans and subscriptions are billed monthly or yearly in advance, as chosen when ordering, plus statutory VAT. Prices are those shown at the time of the order.',
        'A paid plan renews for the same period unless it is cancelled in the billing settings before the end of the current period. We may change prices for future periods with at least six weeks notice; you may then cancel with effect from the change.',
      ],
    },
    {
      id: 'availability',
      heading: '8. Availability and changes of the service',
      blocks: [
        'We aim for high availability but do not owe uninterrupted access. Maintenance is announced in advance where possible. We may develop Fundnet further and change features, as long as the essential functions of a paid plan remain available during its term.',
      ],
    },
    {
      id: 'liability',
      heading: '9. Liability',
      blocks: [
        'We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the Product Liability Act and where we have given a guarantee.',
        'For slight negligence we are liable only for breach of an essential contractual obligation (an obligation whose fulfilment makes the proper performance of the contract possible in the first place and on which the user may regularly rely), limited to the damage typical and foreseeable at the time the contract was concluded. Otherwise our liability for slight negligence is excluded.',
        'We are not liable for investment decisions made on the basis of content published by users, nor for losses arising from such decisions.',
      ],
    },
    {
      id: 'indemnity',
      heading: '10. Indemnity',
      blocks: [
        'You indemnify us against claims of third parties arising from content you published or from your use of Fundnet in breach of these terms or the law, including reasonable costs of legal defence, unless you are not responsible for the breach.',
      ],
    },
    {
      id: 'term',
      heading: '11. Term and termination',
      blocks: [
        'The contract for free use runs for an indefinite period and can be terminated by either party at any time, by you by deleting your account in the user settings. Paid plans can be terminated at the end of the billing period. The right to terminate for good cause remains unaffected.',
        'After termination we delete your account and content as described in the privacy policy. You can export your data beforehand.',
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to these terms',
      blocks: [
        'We may change these terms for valid reasons (for example changes in law or new features). We will inform you of changes in text form at least six weeks before they take effect. If you do not object before they take effect, the changed terms are deemed accepted; we will point this out in the notice. If you object, either party may terminate the contract.',
      ],
    },
    {
      id: 'final',
      heading: '13. Final provisions',
      blocks: [
        'The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods (CISG).',
        `If you are a merchant, a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction is ${operator.jurisdiction}. We may also sue you at your general place of jurisdiction.`,
        'Should individual provisions be invalid, the validity of the remaining provisions is not affected.',
      ],
    },
  ],
});
