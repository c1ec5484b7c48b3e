import { PASSWORD_RESET_MINUTES } from '../../rules/admin.js';
import type { EmailContent } from '../mail/templates.js';

/** To a member who asked for a new password: the one-time link, and what to do when they did not ask. */
export function passwordResetLink(link: string, siteName: string): EmailContent {
  return {
    subject: `Choose a new password for the ${siteName} back office`,
    heading: 'Choose a new password',
    paragraphs: [
      `Someone, we hope you, asked to reset the password of your ${siteName} back-office account.`,
      `Choose a new one with the button below. The link works once, for ${PASSWORD_RESET_MINUTES} minutes; asking again makes a new link and this one stops working.`,
    ],
    action: { label: 'Choose a new password', url: link },
    footnote: 'If you did not ask, ignore this email: your password stays as it is. Tell an Owner if it keeps coming.',
  };
}

/** To the member, once the password was set by a reset link: when, and what it ended. */
export function passwordResetDone(siteName: string, at: string, sessionsEnded: number, signInUrl: string): EmailContent {
  const ended = sessionsEnded === 1 ? 'Your one open session was ended.' : sessionsEnded > 1 ? `Your ${sessionsEnded} open sessions were ended.` : 'No session was open.';
  return {
    subject: `Your ${siteName} back-office password was changed`,
    heading: 'Your password was changed',
    paragraphs: [`The password of your ${siteName} back-office account was changed by an emailed reset link on ${at}. ${ended} Your API keys are separate and keep working.`],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If this was not you, tell an Owner at once: someone may be able to read your email.',
  };
}

/** Where and when a session began, as an account notice tells it. */
export interface SignInPlace {
  device: string | null;
  clientAddress: string | null;
  at: string;
}

/** To a member, when their account is signed in from a device and network it had not used before. */
export function newDeviceSignIn(siteName: string, { device, clientAddress, at }: SignInPlace, profileUrl: string): EmailContent {
  return {
    subject: `New sign-in to your ${siteName} back-office account`,
    heading: 'A new sign-in to your account',
    paragraphs: [
      `Your ${siteName} back-office account was signed in to on ${at} from a device and network it had not used before.`,
      `Device: ${device ?? 'not told by the browser'}. Network: ${clientAddress ?? 'unknown'}.`,
      'If this was you, there is nothing to do.',
    ],
    action: { label: 'Review your sessions', url: profileUrl },
    footnote: 'If this was not you, end that session on your profile and change your password at once, then tell an Owner.',
  };
}

/** To a member's former address, when the address of their account was changed on their profile. */
export function emailChanged(siteName: string, at: string): EmailContent {
  return {
    subject: `The email address of your ${siteName} back-office account was changed`,
    heading: 'Your email address was changed',
    paragraphs: [
      `The address of your ${siteName} back-office account was changed on ${at}, from the account's profile, with its password. This address gets no more mail about the account, and password reset links go to the new one.`,
    ],
    footnote: 'If this was not you, tell an Owner at once: someone knows your password.',
  };
}
