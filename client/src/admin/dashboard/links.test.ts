import { describe, expect, it } from 'vitest';
import { heldLink, sourceLink } from './links';

describe('what a source’s figures open', () => {
  it('opens the Form Submissions list filtered to the page the messages came from', () => {
    expect(sourceLink('contact')).toBe('/admin/form-submissions?source=contact');
    expect(sourceLink('services')).toBe('/admin/form-submissions?source=services');
    expect(sourceLink('services', 'new')).toBe('/admin/form-submissions?source=services&status=new');
  });

  it('opens what the spam guard held from that page', () => {
    expect(heldLink('contact')).toBe('/admin/form-submissions?source=contact&status=spam');
    expect(heldLink('services')).toBe('/admin/form-submissions?source=services&status=spam');
  });

  it('opens the other sources’ lists as before', () => {
    expect(sourceLink('demo')).toBe('/admin/demo-requests');
    expect(heldLink('application')).toBe('/admin/careers?tab=applications&applications.status=spam');
  });
});
