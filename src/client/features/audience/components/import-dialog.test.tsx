// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIBER_MESSAGES } from '../../../../shared/audience-subscribers';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { ImportDialog } from './import-dialog';
import { CONSENT_HINT, CONSENT_LABEL } from './import-mapping-step';
import { renderWithClient, serve } from './subscriber-testing';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() }, ensureToaster: () => {} }));

cleanDomForEachTest();
afterEach(() => vi.unstubAllGlobals());

const CSV =
  'Name,E-mail address,Notes\nAda,ada@example.com,x\nGrace,grace@example.com,y\nLin,lin@example.com,\nBo,not-an-email,z\n';

const PREVIEW = {
  columns: ['Name', 'E-mail address', 'Notes'],
  sample: [
    ['Ada', 'ada@example.com', 'x'],
    ['Grace', 'grace@example.com', 'y'],
  ],
  rows: 4,
  guess: { email: 'E-mail address', first_name: 'Name' },
};

const RESULT = {
  imported: 3,
  merged: 0,
  invalid: [{ line: 5, reason: '"not-an-email" is not a valid email address' }],
  invalid_total: 1,
};

function Opened() {
  const opener = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(true);
  return <ImportDialog open={open} onOpenChange={setOpen} opener={opener} />;
}

async function chooseFile(file = new File([CSV], 'readers.csv', { type: 'text/csv' })) {
  await userEvent.upload(screen.getByLabelText('CSV file'), file);
}

const CONSENT = 'They signed up for my newsletter at my workshop in 2024.';

describe('the import dialog', () => {
  it('maps the columns the server guessed, asks for the consent, imports once and shows what it did', async () => {
    let answerImport: (value: { status: number; body: unknown }) => void = () => {};
    const calls = serve(({ path }) =>
      path.endsWith('/import/preview')
        ? { status: 200, body: PREVIEW }
        : path.endsWith('/import')
          ? new Promise((resolve) => (answerImport = resolve))
          : undefined,
    );
    renderWithClient(<Opened />);
    expect(screen.getByRole('dialog', { name: 'Import subscribers' })).toHaveTextContent('Step 1 of 3');
    await chooseFile();

    expect(await screen.findByText(/Step 2 of 3/)).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/audience/subscribers/import/preview', body: { csv: CSV } });
    expect(screen.getByLabelText('Email column')).toHaveValue('E-mail address');
    expect(screen.getByLabelText('First name column (optional)')).toHaveValue('Name');
    expect(screen.getByRole('region', { name: 'The first rows of the file' })).toHaveTextContent('grace@example.com');
    expect(screen.getByText(/4 rows and 3 columns/)).toBeInTheDocument();
    expect(screen.getByLabelText(CONSENT_LABEL)).toHaveAccessibleDescription(CONSENT_HINT);

    // Without the consent, nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(SUBSCRIBER_MESSAGES.consentRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(CONSENT_LABEL), 'Friends');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(SUBSCRIBER_MESSAGES.consentShort)).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText(CONSENT_LABEL));
    await userEvent.type(screen.getByLabelText(CONSENT_LABEL), CONSENT);
    const button = screen.getByRole('button', { name: 'Import' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Importing...' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Importing...' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/api/audience/subscribers/import',
      body: { csv: CSV, mapping: { email: 'E-mail address', firstName: 'Name' }, consentBasis: CONSENT },
    });

    await act(async () => answerImport({ status: 200, body: RESULT }));
    expect(await screen.findByText('3 imported, 0 already on your list, 1 row skipped')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Skipped rows' })).toHaveTextContent(
      'Line 5: "not-an-email" is not a valid email address',
    );
    expect(screen.getByText(/Step 3 of 3/)).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('leaves the first name out when none is chosen, and asks for an email column the server could not guess', async () => {
    const calls = serve(({ path }) =>
      path.endsWith('/import/preview')
        ? { status: 200, body: { ...PREVIEW, guess: { email: null, first_name: null } } }
        : { status: 200, body: { imported: 3, merged: 1, invalid: [], invalid_total: 0 } },
    );
    renderWithClient(<Opened />);
    await chooseFile();
    await screen.findByText(/Step 2 of 3/);
    expect(screen.getByLabelText('First name column (optional)')).toHaveValue('');
    await userEvent.type(screen.getByLabelText(CONSENT_LABEL), CONSENT);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(SUBSCRIBER_MESSAGES.mappingEmailRequired)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Email column'), 'E-mail address');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('3 imported, 1 already on your list, 0 rows skipped')).toBeInTheDocument();
    expect(calls[1]?.body).toMatchObject({ mapping: { email: 'E-mail address' } });
    expect(screen.queryByRole('list', { name: 'Skipped rows' })).toBeNull();
  });

  it('refuses a file over 5 MB or one that is not text before sending anything', async () => {
    const calls = serve(() => undefined);
    renderWithClient(<Opened />);
    await chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBSCRIBER_MESSAGES.fileTooLarge);
    await chooseFile(new File([new Uint8Array([80, 75, 3, 4, 0, 0])], 'list.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SUBSCRIBER_MESSAGES.notText));
    expect(calls).toHaveLength(0);
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
  });

  it('says why the server could not read the file, and stays on the first step', async () => {
    serve(() => ({ status: 400, body: { error: SUBSCRIBER_MESSAGES.noRows } }));
    renderWithClient(<Opened />);
    await chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBSCRIBER_MESSAGES.noRows);
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
  });
});
