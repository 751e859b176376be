import { act, cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormDefinition } from '@evisa/forms/browser';
import { i18next } from '../i18n/i18n';
import { LAZY_LOAD, publishedDefinition, stubApi } from '../test/api';
import { renderFreshRoutes, renderRoutes } from '../test/renderRoutes';

beforeEach(() => stubApi(() => Response.json({ message: 'Not Found' }, { status: 404 })));

describe('the designated ports in the site texts', () => {
  it('counts the airports and seaports of the form’s port list on the home page (31 and 6, not the spec’s 5 seaports)', async () => {
    renderRoutes('/');
    expect(
      await screen.findByText(/You may enter through 31 designated airports and 6 seaports, including Delhi/, {}, LAZY_LOAD),
    ).toBeInTheDocument();
  });

  it('says the same in the FAQ', async () => {
    renderRoutes('/Faq');
    expect(await screen.findByText(/Through one of 31 designated airports and 6 seaports/, {}, LAZY_LOAD)).toBeInTheDocument();
  });

  it('counts them in the applicant’s language, with its plural forms', async () => {
    await act(() => i18next.changeLanguage('fr'));
    renderRoutes('/Faq');
    expect(await screen.findByText(/parmi 31 aéroports désignés et 6 ports maritimes ;/, {}, LAZY_LOAD)).toBeInTheDocument();
    cleanup();
    await act(() => i18next.changeLanguage('ru'));
    renderRoutes('/');
    expect(await screen.findByText(/Въезд возможен через 31 назначенный аэропорт и 6 морских портов/, {}, LAZY_LOAD)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });

  it('follows the published list when an editor changes it', async () => {
    const edited = structuredClone(publishedDefinition) as FormDefinition & { steps: Array<{ schema: { $defs: { ports: { enum: string[] } } } }> };
    const ports = edited.steps[0]!.schema.$defs.ports;
    ports.enum = ports.enum.filter((port) => port !== 'PORT BLAIR SEAPORT');
    stubApi(() => Response.json({ message: 'Not Found' }, { status: 404 }), [edited]);
    // The site keeps the published definition it loaded once: a fresh copy of its modules loads the edited one.
    await renderFreshRoutes('/');
    expect(await screen.findByText(/31 designated airports and 5 seaports/, {}, LAZY_LOAD)).toBeInTheDocument();
  });
});
