/** How an illustrated portrait looks (the site draws its people; it uses no stock photos). */
export interface PortraitLook {
  skin: string;
  hair: string;
  shirt: string;
  background: string;
  hairStyle: 'short' | 'long' | 'bun';
}

/** Someone the site introduces: a team member or a speaker. */
export interface Person {
  name: string;
  role: string;
  portrait: PortraitLook;
  /** Their professional profile, opened in a new tab. */
  profile: { label: string; href: string };
}
