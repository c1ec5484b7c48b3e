import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '../../test/graphql';
import { renderPublic } from '../../test/render';
import { ContactForm } from '../contact/ContactForm';

afterEach(() => vi.unstubAllGlobals());

describe('country list', () => {
  it('falls back to India, the United Kingdom and the United States, with a warning toast, when the list cannot be loaded', async () => {
    stubGraphQL({
      Countries: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPublic(<ContactForm labelledBy="contact-form-title" />);

    expect(await screen.findByText('Failed to load countries. Using default list.')).toBeTruthy();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select your country',
      'India (+91)',
      'United Kingdom (+44)',
      'United States (+1)',
    ]);
  });
});
