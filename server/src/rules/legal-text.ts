/**
 * The legal pages' text as the site showed it before the team could edit it (issue P20): the first
 * run's Privacy Policy and Terms of Use (`LEGAL_KIND` in content-kinds.ts), each a title, a lead and
 * its topics, made into the editor's rich-text documents (h2 headings, paragraphs, bullet lists).
 * The public pages read them from the database; the client keeps only its labels.
 */

/** One topic of a legal page: a heading, its paragraphs and, optionally, a bullet list after them. */
export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalText {
  slug: string;
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}

/** A rich-text document as the editor writes it (`shared/rich-text/schema.ts`), made of the nodes a legal page uses. */
export interface LegalDocument {
  type: 'doc';
  content: readonly LegalBlock[];
}

type TextRun = { type: 'text'; text: string };
type LegalParagraph = { type: 'paragraph'; content: [TextRun] };
type LegalBlock = LegalParagraph | { type: 'heading'; attrs: { level: 2 }; content: [TextRun] } | { type: 'bulletList'; content: { type: 'listItem'; content: [LegalParagraph] }[] };

const paragraph = (text: string): LegalParagraph => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/** A legal text's topics as one document: each topic's heading (level 2), its paragraphs, then its list. */
export function legalDocumentOf(sections: readonly LegalSection[]): LegalDocument {
  return {
    type: 'doc',
    content: sections.flatMap((section): LegalBlock[] => [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: section.title }] },
      ...section.paragraphs.map(paragraph),
      ...(section.list ? [{ type: 'bulletList' as const, content: section.list.map((item) => ({ type: 'listItem' as const, content: [paragraph(item)] as [LegalParagraph] })) }] : []),
    ]),
  };
}

/** The Privacy Policy (its page shows when it last changed). */
export const PRIVACY_POLICY_TEXT: LegalText = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lead: 'This policy explains what personal data Finmesh collects, why we collect it, who we share it with and how you stay in control of it. We keep it short where we can and specific where it matters.',
  sections: [
    {
      title: 'Who we are and what this policy covers',
      paragraphs: [
        'Finmesh Technologies Pvt. Ltd. (“Finmesh”, “we”, “us”) runs a marketplace for debt, equity and M&A. It connects borrowers such as startups, SMEs and corporates with lenders, investors, funds and an expert network of advisers. We are registered in India, at 4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103.',
        'This policy covers the personal data we handle through our website, our forms, our newsletter, our events and the Finmesh platform. For that data, Finmesh is the Data Fiduciary under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”). Where the law of another country also applies to you, we respect the rights it gives you.',
        'The Finmesh platform is built for businesses. Most of what it processes is business information, such as financial statements and deal terms. That information often names people, for example directors, promoters and signatories, so we treat it with the same care as any other personal data.',
      ],
    },
    {
      title: 'Information we collect',
      paragraphs: [
        'We collect only what we need to answer you, run the marketplace and keep it safe. Most of it you give us directly. A small amount is recorded automatically when you use the site.',
        'We do not ask for sensitive details such as your religion, health or biometric data. Please do not include them in free-text messages or documents unless they are needed for a deal.',
      ],
      list: [
        'Contact and “Talk to us” forms: your name, pronoun (if you choose to give it), company name, work email, country, phone number, role and your message.',
        'Demo requests: your name, company, designation, work email, preferred date and time, and anything you tell us about your business and goals.',
        'Job applications: your name, pronoun (optional), email, country, phone number, cover note and the resume files you attach (PDF, DOC, DOCX or TXT), together with any personal details those files contain.',
        'Newsletter: your email address and the date and source of your subscription, so that we can show when and how you agreed.',
        'Event seat bookings: your name, pronoun, company, designation, email, country, phone number and the number of tickets you book.',
        'Platform accounts: profile, company and deal information, documents you upload, compliance and KYC details, and a record of your matches, messages and contract steps.',
        'Cookies and device data: your cookie choice, and technical data that any web server receives, such as IP address, browser type, pages requested and the time of each request. Our forms also use a spam guard.',
      ],
    },
    {
      title: 'How we use your information',
      paragraphs: [
        'We use your personal data for clear, specific purposes, and only on a lawful basis: your consent, or a legitimate use the DPDP Act allows, such as meeting a legal obligation or providing a service you have asked for. When you submit a form, we use what you send for the purpose the form describes.',
        'We do not use your data to make decisions about you as an individual that have legal effects without human review. Our AI-driven matchmaking scores businesses and mandates. Its results are suggestions for you and our team to review, not automatic decisions.',
      ],
      list: [
        'To answer your enquiries, arrange and run product demos, and follow up on them.',
        'To assess job applications, contact candidates and run our hiring process.',
        'To send the monthly newsletter to subscribers, and nothing else to that address unless you ask.',
        'To confirm event seat bookings, send joining details and manage attendance.',
        'To run the platform: build profiles, suggest matches, run compliance checks, originate loans and manage contracts.',
        'To keep the site and platform secure, prevent spam, fraud and misuse, and fix faults.',
        'To meet our legal, regulatory, tax and accounting obligations, and to establish or defend legal claims.',
      ],
    },
    {
      title: 'How we share your information',
      paragraphs: [
        'We never sell your personal data, and we do not rent it or trade it. We share it only in the cases below, and only as much as each case needs.',
        'When we share data with a service provider, a contract binds them to process it only on our instructions, to keep it secure and to return or delete it when the work ends.',
      ],
      list: [
        'Lenders, investors and advisers: only when you ask to be matched or introduced, and only the profile and documents needed for that match. You see who receives your information before it is shared.',
        'Service providers who work for us: hosting, data storage, email delivery, identity and KYC verification, and professional advisers such as auditors and lawyers.',
        'Authorities and regulators: when the law requires it, or in response to a valid order of a court, tribunal or government body.',
        'A successor business: if Finmesh is merged, acquired or restructured, your data may pass to the new owner, who must keep to this policy.',
      ],
    },
    {
      title: 'Security and retention',
      paragraphs: [
        'We protect personal data with reasonable security safeguards, as the DPDP Act requires. Data is encrypted in transit with TLS and encrypted at rest. Access is limited by role: only Finmesh staff who need a record for their work can open it, through personal accounts with sessions that expire and sign-in attempts that are rate-limited.',
        'Resumes are checked for size and real content when they arrive, and stored under generated names rather than their original file names. Our hiring team opens them only through signed links that stop working after five minutes.',
        'Finmesh runs a 15-point compliance assessment and nine other internal benchmarks on our partners and our own processes. They cover identity, ownership, sanctions, regulatory standing, data handling and security practice. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected, as the law requires.',
        'We keep personal data only as long as its purpose needs it. Enquiries and demo requests are kept for up to 24 months after our last contact. Job applications and resumes are kept for up to 12 months after the role is filled, unless you ask us to delete them sooner. Event bookings are kept for up to 12 months after the event. Newsletter addresses are kept until you unsubscribe. Where a law requires a longer period, for example for accounting or anti-money laundering records, we keep the data for that period and then delete or anonymise it.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'You have the following rights over your personal data. To use any of them, write to our Grievance Officer at the address in the “Contact us” section. We may ask you to confirm your identity first, so that we never hand your data to someone else.',
        'Using your rights is free. Withdrawing consent does not affect processing that took place before you withdrew it, and we may still keep data that the law requires us to keep.',
      ],
      list: [
        'The right to be informed: to receive a clear notice of what data we collect, why, and how to use your rights, at the time we ask for it. This policy and the notes on our forms serve that purpose.',
        'The right of access: to a summary of the personal data we hold about you, the processing we carry out, and the people and organisations we have shared it with.',
        'The right to correction: to have inaccurate or misleading data corrected, incomplete data completed, and outdated data updated.',
        'The right to erasure: to have your personal data deleted when it is no longer needed for the purpose it was collected for, or when you withdraw your consent, unless the law requires us to keep it.',
        'The right to object: to withdraw your consent, or object to a particular use, at any time, as easily as you gave it. For example, you can stop marketing or newsletter emails with one click.',
        'The right to nominate: under the DPDP Act, you may nominate another person to exercise your rights on your behalf in the event of your death or incapacity. Tell us the name and contact details of your nominee and we will record them.',
      ],
    },
    {
      title: 'International transfers',
      paragraphs: [
        'Finmesh stores and processes personal data in India. Our main systems and backups are hosted in data centres located in India.',
        'We transfer personal data outside India only as Indian law allows, and never to a country or territory that the Central Government has restricted. If a service provider or a partner you ask to be matched with is outside India, we share only what is needed and require protection equal to this policy.',
        'If you use Finmesh from another country, your data is transferred to India and handled there under this policy. Where your own country’s law, such as the EU or UK GDPR, governs that transfer, we put the required safeguards in place, such as standard contractual clauses.',
      ],
    },
    {
      title: 'Children',
      paragraphs: [
        'Our website, forms, events and platform are for people aged 18 or older acting for themselves or a business. We do not knowingly collect personal data from anyone under 18, and we do not track children or target advertising at them.',
        'If you believe a person under 18 has given us personal data, please contact us. We will delete it promptly.',
      ],
    },
    {
      title: 'Advertising',
      paragraphs: [
        'We use marketing cookies only if you allow them in Manage Cookies. Without your consent, no marketing cookies are set and nothing on our site follows you to other websites. We never sell your data to advertisers or data brokers.',
        'Finmesh sets no marketing cookies today. If we add them and you allow them, they will help us show relevant Finmesh news on other sites and see whether our campaigns work. You can withdraw that consent at any time through Manage Cookies on the Cookie Management page, and any marketing email we send includes a one-click unsubscribe link.',
      ],
    },
    {
      title: 'Cookies',
      paragraphs: [
        'We use four categories of cookies: necessary, statistic, preferences and marketing. Necessary cookies keep the site working and secure and are always on. The other three are off until you allow them.',
        'Your choice is stored in two necessary cookies, cookieConsent and cookiePreferences, for 365 days. The Cookie Management page at /cookies lists every cookie we set, explains each category and lets you change your choice at any time.',
      ],
    },
    {
      title: 'Changes to this policy',
      paragraphs: [
        'We review this policy regularly and update it when our services, our practices or the law change. The date at the top of this page shows when it last changed.',
        'If a change materially affects how we use your personal data, we will tell you before it takes effect, by email or by a notice on the site, and ask for your consent again where the law requires it.',
      ],
    },
    {
      title: 'Contact us and grievances',
      paragraphs: [
        'Questions, requests and complaints about your personal data go to our Grievance Officer, who is also our point of contact under the DPDP Act. Write to Grievance Officer, Finmesh Technologies Pvt. Ltd., 4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103, India, or email hello@finmesh.example with “Privacy” in the subject line. You can also call +91 80 4000 2020 on working days.',
        'We acknowledge every request within two working days and aim to resolve it within 30 days. If a request is complex, we will tell you why and when to expect an answer.',
        'If you are not satisfied with our response, you may complain to the Data Protection Board of India once you have used our grievance process.',
      ],
    },
  ],
};

/** The Terms of Use of the website and the Finmesh platform. */
export const TERMS_TEXT: LegalText = {
  slug: 'terms',
  title: 'Terms of Use',
  lead: 'These terms govern your use of the Finmesh website and platform. Please read them carefully: by using Finmesh, you agree to them.',
  sections: [
    {
      title: 'Acceptance and eligibility',
      paragraphs: [
        'These Terms of Use (“Terms”) are an agreement between you and Finmesh Technologies Pvt. Ltd. (“Finmesh”, “we”, “us”). They apply to our website, our forms, our events, our newsletter and the Finmesh platform (together, the “Services”). By using the Services, you accept these Terms. If you do not agree, please do not use the Services.',
        'You must be at least 18 years old and able to enter into a binding contract under Indian law. The platform is for business use. If you use it for a company, firm or other organisation, you confirm that you are authorised to bind it, and “you” includes that organisation.',
        'Our Privacy Policy, at /privacy-policy, explains how we handle personal data. It forms part of these Terms. Any separate written agreement you sign with Finmesh prevails over these Terms where the two differ.',
      ],
    },
    {
      title: 'What Finmesh is, and what it is not',
      paragraphs: [
        'Finmesh is a marketplace and technology platform. It helps borrowers such as startups, SMEs and corporates find and work with lenders, investors, funds and advisers. It offers AI-driven matchmaking, a compliance decision engine, loan origination tools, contract lifecycle management and market benchmarks.',
        'Finmesh is not a lender, bank, non-banking financial company, stockbroker, merchant banker, broker, investment adviser or guarantor. We do not lend our own money, take deposits, hold client funds, underwrite securities or guarantee any obligation. Nothing on the Services is an offer of securities to the public.',
        'We do not promise that you will receive funding, investment or a deal, or on what terms. Every decision to lend, invest, borrow or advise is made by the parties themselves.',
        'Matches, scores, compliance results and benchmarks are produced by software from the information available to it. They help you decide where to spend your time. They are not financial, investment, legal or tax advice, and not a recommendation to enter into any transaction. Take your own professional advice before you commit.',
      ],
    },
    {
      title: 'Accounts and admin access',
      paragraphs: [
        'Platform accounts open after a short onboarding conversation and basic checks. You must give accurate, current and complete information, and keep it up to date. We may decline to open an account, or ask for more information, at our discretion.',
        'You are responsible for your account and everything done through it. Keep your credentials confidential, do not share them, and tell us at once at hello@finmesh.example if you suspect anyone else has used them.',
        'The back office is for Finmesh staff and people we have expressly authorised. Admin accounts are personal. Sessions expire, and repeated failed sign-ins are blocked for a time. Any attempt to reach the back office without authorisation is a breach of these Terms and may be an offence.',
      ],
    },
    {
      title: 'Your obligations and acceptable use',
      paragraphs: [
        'You agree to use the Services lawfully, honestly and only for their intended purpose. In particular, you must not:',
      ],
      list: [
        'give false, misleading or incomplete information, or pretend to be someone else or to represent an organisation you do not represent;',
        'use the Services for money laundering, fraud, sanctions evasion or any other unlawful purpose, or in breach of any law or regulation that applies to you;',
        'scrape, crawl, harvest or copy data from the Services by automated means, or build a competing database or product from them;',
        'probe, scan or test the security of the Services, work around any access control or rate limit, or introduce malware;',
        'send spam, bulk or automated submissions through our contact, demo, application, newsletter or booking forms, or book seats you do not intend to use;',
        'overload or disrupt the Services, or interfere with other users’ use of them;',
        'contact other users outside the platform to avoid agreed fees, or use their information for any purpose other than the deal it was shared for.',
      ],
    },
    {
      title: 'Content and documents you submit',
      paragraphs: [
        'You keep ownership of the information, documents and other content you submit, including financial statements, pitch decks, resumes and messages (“Your Content”).',
        'You grant Finmesh a non-exclusive, royalty-free licence to host, store, copy, analyse and process Your Content, and to share it with the parties you choose, only as needed to provide, secure and improve the Services. We may use aggregated, anonymised data derived from the platform to produce market benchmarks, but it will never identify you or your organisation.',
        'You confirm that you have the right to submit Your Content, that it is accurate, and that submitting it does not breach any law, contract or confidentiality duty. You are responsible for Your Content. We may remove any of it that breaches these Terms.',
      ],
    },
    {
      title: 'Lenders, investors and advisers',
      paragraphs: [
        'Lenders, investors, funds and advisers on the platform are independent third parties. They are not Finmesh’s agents or employees. They make their own decisions and are responsible for their own regulatory status, offers and conduct.',
        'Any loan, investment, advisory engagement or other agreement you make with a partner is between you and that partner, on their own terms. Finmesh is not a party to it and is not responsible for its performance. Read partners’ terms carefully, and take independent advice where you need it.',
        'We run our compliance assessment and internal benchmarks on partners before they join and regularly afterwards. This reduces risk but does not remove it, and it is not a guarantee of any partner’s solvency, standing or conduct. Please report any concern about a partner to us.',
      ],
    },
    {
      title: 'Fees',
      paragraphs: [
        'Browsing the website, sending us a message, booking a demo and reading the newsletter are free. Fees apply only where you have agreed them in writing with Finmesh, for example in an order form, a mandate letter or a platform subscription.',
        'That written agreement sets out the amount, what it covers, when it is due and the applicable taxes, including GST. We will never charge you a fee you have not agreed to.',
      ],
    },
    {
      title: 'Events and seat bookings',
      paragraphs: [
        'You can book up to 10 seats per booking for Finmesh events such as the Growth & Gains Conference. A booking is confirmed only when you receive our confirmation. Seats are personal to the attendees named, and we may ask for identification at the door.',
        'If you can no longer attend, please tell us so that we can offer your seat to someone else. We may change an event’s agenda, speakers, venue, date or format, or cancel it, and will tell you as early as we can. Where you have paid for a seat and we cancel, we refund what you paid.',
        'Events may be photographed or filmed. Speakers’ views are their own and not Finmesh’s, and nothing said at an event is advice. Attendees must follow the venue’s rules and treat everyone with respect.',
      ],
    },
    {
      title: 'Intellectual property',
      paragraphs: [
        'The Services, including the software, models, design, text, graphics, videos, benchmarks and the Finmesh name and logo, belong to Finmesh or its licensors and are protected by intellectual property laws.',
        'We grant you a limited, non-exclusive, non-transferable, revocable licence to use the Services for your own business purposes in line with these Terms. You may not copy, modify, distribute, sell, reverse engineer or create derivative works from any part of the Services without our written permission.',
        'If you send us feedback or suggestions, we may use them freely and without any obligation to you.',
      ],
    },
    {
      title: 'The newsletter',
      paragraphs: [
        'The Finmesh newsletter is sent once a month to people who subscribe. It covers deal flow trends, lending benchmarks and views from our advisers. It is general information for a business audience, not advice, and it may be out of date by the time you read it.',
        'You can unsubscribe at any time with the link in every issue, or by writing to hello@finmesh.example. You may share an issue in full with colleagues, with credit to Finmesh, but not republish it or sell it.',
      ],
    },
    {
      title: 'Disclaimers',
      paragraphs: [
        'We work hard to keep the Services accurate, available and secure. However, the Services are provided “as is” and “as available”. To the extent the law allows, we make no warranties of any kind, express or implied, including warranties of fitness for a particular purpose, accuracy or uninterrupted availability.',
        'Information on the Services, including information supplied by partners and other users, may be incomplete or out of date. We do not verify every statement made by users and partners, and you rely on it at your own risk. Past deals, rates or outcomes shown on the Services do not indicate future results.',
        'The Services may link to third-party websites. We do not control them and are not responsible for their content or practices.',
      ],
    },
    {
      title: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, Finmesh is not liable for any indirect, incidental, special or consequential loss, or for any loss of profits, revenue, business, opportunity, goodwill or data, arising from your use of the Services or from any agreement with a partner or other user.',
        'Our total liability to you for all claims arising from or relating to the Services is limited to the greater of the fees you paid Finmesh in the 12 months before the claim arose and ₹10,000.',
        'Nothing in these Terms excludes or limits liability that cannot be excluded or limited under Indian law, including liability for fraud or for gross negligence.',
      ],
    },
    {
      title: 'Indemnity',
      paragraphs: [
        'You agree to indemnify and hold harmless Finmesh, its directors, employees and agents against any claims, losses, damages, penalties and reasonable costs, including legal fees, that arise from your breach of these Terms, your breach of any law, Your Content, or your dealings with partners and other users.',
        'We will tell you promptly of any such claim, and you will cooperate with us in defending it.',
      ],
    },
    {
      title: 'Suspension and termination',
      paragraphs: [
        'You may stop using the Services and ask us to close your account at any time. Closing an account does not cancel obligations that have already arisen, such as agreed fees or commitments made to partners.',
        'We may suspend or end your access, with or without notice, if you breach these Terms, if we are required to by law or a regulator, if your account fails our compliance checks, or if we reasonably believe your use puts other users or Finmesh at risk. Where appropriate, we will tell you why.',
        'Sections on content, intellectual property, disclaimers, limitation of liability, indemnity and governing law survive the end of these Terms.',
      ],
    },
    {
      title: 'Governing law and jurisdiction',
      paragraphs: [
        'These Terms are governed by the laws of India. Subject to the next paragraph, the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from or relating to these Terms or the Services.',
        'Before going to court, please write to us. Most concerns can be settled quickly in good faith, and we will try to do so within 30 days of receiving your notice.',
      ],
    },
    {
      title: 'Changes to these terms',
      paragraphs: [
        'We may update these Terms from time to time, for example when we add features or when the law changes. The updated Terms take effect when we publish them on this page.',
        'If a change materially affects your rights, we will tell account holders in advance by email or by a notice on the platform. If you continue to use the Services after a change takes effect, you accept the updated Terms.',
        'If any part of these Terms is found unenforceable, the rest remains in effect. If we do not enforce a right straight away, we do not waive it.',
      ],
    },
    {
      title: 'Contact us',
      paragraphs: [
        'Questions about these Terms, notices and complaints go to Finmesh Technologies Pvt. Ltd., 4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103, India. You can also email hello@finmesh.example or call +91 80 4000 2020 on working days.',
        'We acknowledge every message within two working days. Complaints about content or conduct on the Services are handled by our Grievance Officer at the same address, who aims to resolve them within 30 days.',
      ],
    },
  ],
};
