import { contactMessages } from '@common/contact-messages';

export const contact = {
  meta: {
    title: 'Contact Us',
    description:
      'Reach VEB Group in Johannesburg, Durban, Kampala or Benoni: partnerships, investment, media and general inquiries, answered within 24 hours.',
  },
  hero: {
    eyebrow: 'Get in touch',
    title: 'Contact Us',
    intro:
      'Whether you want to partner with us, invest in our growth or simply learn more about our companies, our team is ready to help.',
    statsLabel: 'At a glance',
    stats: {
      response: { value: '24h', label: 'Response time' },
      offices: 'Office locations',
      areas: { value: '10', label: 'Business areas' },
    },
  },
  quick: {
    heading: 'Quick Contact Options',
    intro: 'Go straight to the team that can help you best.',
    email: 'Email',
    emailLabel: 'Email {title}',
    callLabel: 'Call {title} on {phone}',
    mailSubject: 'Inquiry from the group website',
    items: {
      partnership: {
        title: 'Partnership Inquiries',
        description: 'Joint ventures, supply agreements and collaborations with any of our ten companies.',
      },
      investment: {
        title: 'Investment Relations',
        description: 'Investment opportunities, financial information and meetings with our investment team.',
      },
      media: {
        title: 'Media & Press',
        description: 'Press releases, interviews, images and comment from our spokespeople.',
      },
    },
  },
  form: {
    heading: 'Send Us a Message',
    intro: 'Tell us how we can help and the right person will reply within 24 hours on business days.',
    direct: 'Prefer to call or write to us directly?',
    requiredNote: 'Fields marked * are required.',
    name: 'Full Name',
    namePlaceholder: 'Your full name',
    email: 'Email Address',
    emailPlaceholder: 'you@example.com',
    phone: 'Phone Number',
    phonePlaceholder: '+27 82 123 4567',
    company: 'Company / Organisation',
    optional: '(optional)',
    companyPlaceholder: 'Your company or organisation',
    subject: 'Inquiry Type',
    subjectPlaceholder: 'Select an inquiry type',
    message: 'Message',
    messagePlaceholder: 'How can we help you?',
    submit: 'Send Message',
    sending: 'Sending...',
    successTitle: 'Message Sent Successfully!',
    successText: "Thank you for your inquiry. We'll get back to you within 24 hours.",
    errorTitle: 'Error Sending Message',
    errorText: 'Please try again or contact us directly via phone or email.',
    inquiryTypes: {
      general: 'General Inquiry',
      partnership: 'Partnership Opportunity',
      investment: 'Investment Interest',
      careers: 'Career Opportunity',
      media: 'Media & Press',
      supplier: 'Supplier Information',
      customer: 'Customer Support',
      other: 'Other',
    },
    // SPEC §5: the same messages the server gives (common/src/contact.ts).
    errors: contactMessages,
  },
  offices: {
    heading: 'Our Offices',
    intro: 'Visit us or call the office nearest to you in South Africa and Uganda.',
    headquarters: 'Headquarters',
    hours: 'Monday to Friday 08h00-17h00',
    hoursLabel: 'Opening hours',
    departmentsLabel: 'Departments',
    callLabel: 'Call {office} on {phone}',
    emailLabel: 'Email {office} at {email}',
    items: {
      johannesburg: {
        name: 'Johannesburg Headquarters',
        address: ['VEB Group House, 14 Kingfisher Avenue', 'Bryanston, Johannesburg 2146', 'Gauteng, South Africa'],
      },
      durban: {
        name: 'Durban Regional Office',
        address: ['Suite 302, 19 Ncondo Place', 'Umhlanga Ridge, Durban 4319', 'KwaZulu-Natal, South Africa'],
      },
      kampala: {
        name: 'Kampala International Office',
        address: ['Plot 7, Kololo Hill Drive', 'Kololo, Kampala', 'Uganda'],
      },
      benoni: {
        name: 'Benoni Manufacturing Hub',
        address: ['22 Tom Jones Street', 'Benoni Industrial, Benoni 1501', 'Gauteng, South Africa'],
      },
    },
    departments: {
      executive: 'Executive Office',
      finance: 'Finance',
      investorRelations: 'Investor Relations',
      humanResources: 'Human Resources',
      sales: 'Sales',
      skillsDevelopment: 'Skills Development',
      agriculture: 'Agriculture',
      operations: 'Operations',
      partnerships: 'Partnerships',
      manufacturing: 'Manufacturing',
      logistics: 'Logistics',
      qualityControl: 'Quality Control',
    },
  },
  assistance: {
    heading: 'Need Immediate Assistance?',
    text: 'For urgent matters, speak directly to our executive office during business hours.',
    call: 'Call Now',
    email: 'Send an Email',
    mailSubject: 'Urgent inquiry from the group website',
  },
};
