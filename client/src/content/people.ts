/**
 * How a person's illustrated portrait looks: the parts of DiceBear's Notionists style (CC0 line
 * drawings, see `client/scripts/portraits.ts`) and a background in one of the brand's tints. The
 * site draws its people; it uses no stock photos. After changing one, run
 * `node scripts/make-portraits.ts` in `client/`.
 */
export interface PortraitLook {
  hair: string;
  body: string;
  eyes: string;
  brows: string;
  lips: string;
  nose: string;
  glasses?: string;
  beard?: string;
  /** A hex colour without its `#`. */
  background: string;
}

/** Someone the site introduces from this code: a speaker of Event Details (the team are profiles, edited in the back office). */
export interface Person {
  name: string;
  role: string;
  portrait: PortraitLook;
  /** Their professional profile, opened in a new tab. */
  profile: { label: string; href: string };
}

/** The file a person's portrait is drawn to (without `.svg`): their name in lower case, words joined by dashes. */
export function portraitFileOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The words of the link to someone's professional profile, by where it leads: LinkedIn by name, any other site as their profile. */
export function profileLinkLabel(name: string, href: string): string {
  let host = '';
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    // Not an address: named as a profile.
  }
  return host === 'linkedin.com' || host.endsWith('.linkedin.com') ? `${name} on LinkedIn` : `${name}'s profile`;
}
