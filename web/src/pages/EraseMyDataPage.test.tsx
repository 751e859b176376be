import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18next } from '../i18n/i18n';
import { answerWith, LAZY_LOAD, TEST_ID } from '../test/api';
import { renderRoutes } from '../test/renderRoutes';

describe('erasure on request', () => {
  it('asks for a confirmation link with the application number, erasing nothing yet', async () => {
    const fetchMock = answerWith('/api/privacy/erasure-requests', 'post', 200, {
      success: true,
      status: true,
      message: 'If this application exists, we have sent a confirmation link.',
    });
    renderRoutes('/Erase-My-Data');
    await userEvent.setup().type(await screen.findByLabelText(/Enter your Application Number/, {}, LAZY_LOAD), TEST_ID);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('If this application exists, we have sent a confirmation link.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/privacy/erasure-requests');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ sku_id: TEST_ID });
  });

  it('confirms through the e-mailed link and shows why it was refused', async () => {
    const fetchMock = answerWith('/api/privacy/erasure-requests/confirm', 'post', 409, {
      success: false,
      status: false,
      message: 'It cannot be erased now. We have recorded your request.',
    });
    renderRoutes('/Erase-My-Data/abc_DEF-123');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Erase my data' }, LAZY_LOAD));
    expect(await screen.findByText('It cannot be erased now. We have recorded your request.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: 'abc_DEF-123' });
  });

  it('asks in the applicant’s language, and says in it what is wrong before anything is sent', async () => {
    const fetchMock = answerWith('/api/privacy/erasure-requests', 'post', 200, { success: true, status: true, message: '' });
    await act(() => i18next.changeLanguage('fr'));
    try {
      renderRoutes('/Erase-My-Data');
      expect(await screen.findByRole('heading', { name: 'Effacer mes données' }, LAZY_LOAD)).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
      expect(await screen.findByText('Veuillez saisir un numéro de demande valide.')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
