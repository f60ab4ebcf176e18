/** The pages a newsletter e-mail links to: confirming a subscription and unsubscribing (docs/decisions/017). */
export const newsletter = {
  confirm: {
    meta: {
      title: 'Confirm your subscription',
      description: 'Confirm your subscription to the VEB Group newsletter.',
    },
    heading: 'Confirm your subscription',
    intro:
      'Press the button to start receiving the VEB Group newsletter: news from our companies, new openings and investment updates, once a month.',
    button: 'Confirm my subscription',
    busy: 'Confirming...',
    done: {
      title: 'Subscription confirmed',
      text: 'Thank you! The VEB Group newsletter will reach you from the next issue. Every issue has a link to unsubscribe.',
    },
    invalid: {
      title: 'This link is not valid',
      text: 'It may have been used already: if you have confirmed your subscription, there is nothing more to do. Otherwise, subscribe again to get a new link.',
    },
    expired: {
      title: 'This link has expired',
      text: 'Confirmation links work for 7 days. Subscribe again to get a new link.',
    },
  },
  unsubscribe: {
    meta: {
      title: 'Unsubscribe',
      description: 'Stop receiving the VEB Group newsletter.',
    },
    heading: 'Unsubscribe from the newsletter',
    intro: 'Press the button and we will stop sending the VEB Group newsletter to your address.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    done: {
      title: 'You are unsubscribed',
      text: 'You will no longer receive the VEB Group newsletter. If you change your mind, you can subscribe again at any time.',
    },
    invalid: {
      title: 'This link is not valid',
      text: 'It may be incomplete. Use the unsubscribe link in the latest issue you received, or write to us and we will unsubscribe you.',
    },
  },
  missing: {
    title: 'This link is incomplete',
    text: 'Open the link exactly as it appears in the e-mail, or copy the whole address into your browser.',
  },
  failed: {
    title: 'Something went wrong',
    text: 'Please try again in a moment.',
  },
  again: {
    heading: 'Subscribe again',
    text: 'Enter your e-mail address and we will send you a new confirmation link.',
  },
  contact: 'Contact us',
  home: 'Back to the home page',
};
