/** Valid bodies of the public forms' REST paths, for tests that change one field at a time. */

export const VALID_CONTACT = {
  firstName: 'Ananya',
  lastName: 'Rao',
  email: 'ananya@example.com',
  country: 'India',
  countryCode: '+91',
  phoneNumber: '9876543210',
  role: 'Borrower',
  message: 'Please call me back about a credit line.',
};

/** A demo request for a meeting three days after the test file loads. */
export const VALID_DEMO = {
  firstName: 'Marcus',
  lastName: 'Lee',
  email: 'marcus@example.com',
  meetingDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  message: 'A walkthrough, please.',
};

/** The fields of a job application (sent as multipart with its resume). */
export const VALID_APPLICATION = { firstName: 'Asha', lastName: 'Iyer', email: 'asha@example.com', country: 'IN', countryCode: '+91', phone: '9845012345', coverNote: 'Six years of payments.' };
