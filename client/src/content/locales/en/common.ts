/** Text shared by every page: the shell, navigation, 404 screen and generic notices. */
export const common = {
  siteName: 'VEB Group',
  close: 'Close',
  notifications: 'Notifications',
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About',
    companies: 'Companies',
    news: 'News',
    impact: 'Impact',
    partners: 'Partners',
    careers: 'Careers',
    contact: 'Contact',
    investors: 'Investors',
  },
  footer: {
    rights: 'All rights reserved.',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
  notFound: {
    metaTitle: 'Page not found',
    heading: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    home: 'Go to the home page',
  },
  language: {
    label: 'Language',
  },
  errors: {
    generic: 'Something went wrong. Please try again.',
  },
};
