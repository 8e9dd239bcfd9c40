// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WELCOME_MESSAGES,
  type TWelcomeEmailRecord,
  type TWelcomeSequenceRecord,
} from '../../../../shared/welcome-sequence';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { SequenceEditor } from './sequence-editor';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast, ensureToaster: () => {} }));

cleanDomForEachTest();

const PAGE_ID = '0b7c3f52-7a2e-4d8e-9f51-3c2a1b0e9d44';
const BASE = `/api/audience/sequences/${PAGE_ID}`;

const email = (n: number, delay: number, over: Partial<TWelcomeEmailRecord> = {}): TWelcomeEmailRecord => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  position: n,
  subject: `Subject ${n}`,
  body: `Hi {{first_name}},\n\nEmail ${n}.`,
  delay_days: delay,
  stats: { sent: 0, failed: 0, unsubscribes: 0 },
  ...over,
});
const sequence = (over: Partial<TWelcomeSequenceRecord> = {}): TWelcomeSequenceRecord => ({
  page_id: PAGE_ID,
  enabled: false,
  enabled_at: null,
  offline: true,
  emails: [email(1, 0), email(2, 2), email(3, 4)],
  waiting_for_daily_limit: 0,
  ...over,
});

interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}
type Answer = { status: number; body: unknown };

/** Stubs fetch for the typed client: each request is recorded, `answer` gives its status and JSON body. */
function serve(answer: (call: Call) => Answer | Promise<Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const text = request.method === 'GET' ? '' : await request.text();
      const call = {
        method: request.method,
        path: new URL(request.url).pathname,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      const { status, body } = await answer(call);
      return Response.json(body, { status });
    }),
  );
  return calls;
}

const notYet: Answer = { status: 404, body: { error: WELCOME_MESSAGES.notFound } };
const ok = (body: unknown): Answer => ({ status: 200, body });
const sent = (calls: Call[], method: string, path = '') =>
  calls.filter((c) => c.method === method && c.path === BASE + path);

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SequenceEditor page={{ id: PAGE_ID }} />
    </QueryClientProvider>,
  );
}

const cards = () => screen.getAllByTestId('sequence-email');

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('SequenceEditor', () => {
  it('offers to write a sequence, writes it once however often it is clicked, then shows its emails', async () => {
    let release: (a: Answer) => void = () => {};
    const calls = serve((c) => (c.method === 'POST' ? new Promise<Answer>((r) => (release = r)) : notYet));
    renderEditor();
    expect(
      await screen.findByText(
        'Welcome new subscribers with 3 to 5 emails in your voice, sent on the days after they confirm.',
      ),
    ).toBeVisible();
    const write = screen.getByRole('button', { name: 'Write my welcome sequence' });
    fireEvent.click(write);
    fireEvent.click(write);
    const busy = await screen.findByRole('button', { name: 'Writing your emails...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('This takes a few seconds.');
    expect(sent(calls, 'POST', '/generate')).toHaveLength(1);
    expect(sent(calls, 'POST', '/generate')[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);

    release(ok(sequence()));
    expect(await screen.findByRole('heading', { name: 'Email 1 · Right after confirming' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Email 2 · Day 2' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Email 3 · Day 4' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Offline composer' })).toBeVisible();
    expect(screen.getByText('Off', { selector: '[data-slot=badge]' })).toBeVisible();
    expect(within(cards()[1]!).getByLabelText('Subject')).toHaveValue('Subject 2');
    expect(within(cards()[1]!).getByLabelText('Days after confirming')).toHaveValue(2);
    expect(toast.success).toHaveBeenCalledWith(WELCOME_MESSAGES.written);
    expect(sent(calls, 'POST', '/generate')).toHaveLength(1);
  });

  it('says why it could not load, and tries again', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, body: { error: 'Something went wrong on our side.' } } : ok(sequence())));
    renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Email 1 · Right after confirming' })).toBeVisible();
  });

  it('saves the edited emails with their ids, in camelCase, with one button', async () => {
    const calls = serve((c) => {
      if (c.method === 'PUT') {
        const { emails } = c.body as { emails: { subject: string; delayDays: number }[] };
        return ok(sequence({ emails: emails.map((e, i) => email(i + 1, e.delayDays, { subject: e.subject })) }));
      }
      return ok(sequence());
    });
    renderEditor();
    await screen.findByRole('heading', { name: 'Email 2 · Day 2' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const second = cards()[1]!;
    await userEvent.clear(within(second).getByLabelText('Subject'));
    await userEvent.type(within(second).getByLabelText('Subject'), '  A better subject ');
    await userEvent.clear(within(second).getByLabelText('Days after confirming'));
    await userEvent.type(within(second).getByLabelText('Days after confirming'), '3');
    expect(within(second).getByRole('heading')).toHaveTextContent('Email 2 · Day 3');
    expect(within(second).getByText('19/150')).toBeVisible();
    expect(within(second).getByText('A test sends the saved version of this email.')).toBeVisible();
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(WELCOME_MESSAGES.saved));
    expect(sent(calls, 'PUT')).toHaveLength(1);
    expect(sent(calls, 'PUT')[0]!.body).toEqual({
      emails: [
        { id: email(1, 0).id, subject: 'Subject 1', body: email(1, 0).body, delayDays: 0 },
        { id: email(2, 0).id, subject: 'A better subject', body: email(2, 0).body, delayDays: 3 },
        { id: email(3, 0).id, subject: 'Subject 3', body: email(3, 0).body, delayDays: 4 },
      ],
    });
    expect(within(second).getByLabelText('Subject')).toHaveValue('A better subject');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("checks as the server does before sending, and shows the server's refusal under its field", async () => {
    let refusal = WELCOME_MESSAGES.delaysOrder as string;
    const calls = serve((c) => (c.method === 'PUT' ? { status: 400, body: { error: refusal } } : ok(sequence())));
    renderEditor();
    await screen.findByRole('heading', { name: 'Email 3 · Day 4' });
    const third = cards()[2]!;
    const delay = within(third).getByLabelText('Days after confirming');

    // Checked in the browser: a wait shorter than the one before it is never sent.
    await userEvent.clear(delay);
    await userEvent.type(delay, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(third).findByText(WELCOME_MESSAGES.delaysOrder)).toBeVisible();
    expect(delay).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'PUT')).toHaveLength(0);

    // Refused by the server: its message goes under the field it is about, not in a toast.
    await userEvent.clear(delay);
    await userEvent.type(delay, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    const message = await within(third).findByText(WELCOME_MESSAGES.delaysOrder);
    expect(delay.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(delay).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();

    // About the whole sequence: above the buttons.
    refusal = WELCOME_MESSAGES.unknownEmail;
    await userEvent.type(within(cards()[0]!).getByLabelText('Subject'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WELCOME_MESSAGES.unknownEmail);
  });

  it('keeps 3 to 5 emails: Remove is off at 3, Add an email at 5', async () => {
    serve(() => ok(sequence()));
    renderEditor();
    await screen.findByRole('heading', { name: 'Email 3 · Day 4' });
    for (const n of [1, 2, 3]) expect(screen.getByRole('button', { name: `Remove email ${n}` })).toBeDisabled();
    expect(screen.getByText('A sequence has at least 3 emails.')).toBeVisible();
    const add = screen.getByRole('button', { name: 'Add an email' });
    await userEvent.click(add);
    expect(screen.getByRole('heading', { name: 'Email 4 · Day 7' })).toBeVisible();
    expect(within(cards()[3]!).getByLabelText('Subject')).toHaveFocus();
    expect(within(cards()[3]!).getByRole('button', { name: 'Send me a test' })).toBeDisabled();
    expect(within(cards()[3]!).getByText('Save first: a test sends the saved email.')).toBeVisible();
    await userEvent.click(add);
    expect(screen.getByRole('heading', { name: 'Email 5 · Day 10' })).toBeVisible();
    expect(add).toBeDisabled();
    expect(screen.getByText('A sequence has at most 5 emails.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove email 1' })).toBeEnabled();

    await userEvent.type(within(cards()[3]!).getByLabelText('Subject'), 'A fourth one');
    await userEvent.click(screen.getByRole('button', { name: 'Remove email 2' }));
    expect(cards()).toHaveLength(4);
    // The emails after it move up, each with its own text and wait.
    expect(screen.getByRole('heading', { name: 'Email 2 · Day 4' })).toHaveFocus();
    expect(within(cards()[1]!).getByLabelText('Subject')).toHaveValue('Subject 3');
    expect(within(cards()[2]!).getByLabelText('Subject')).toHaveValue('A fourth one');
    expect(within(cards()[2]!).getByLabelText('Days after confirming')).toHaveValue(7);
    expect(within(cards()[3]!).getByLabelText('Subject')).toHaveValue('');
    expect(add).toBeEnabled();
  });

  it('saves without a removed email, and with an added one that has no id yet', async () => {
    const four = sequence({ emails: [email(1, 0), email(2, 2), email(3, 4), email(4, 7)] });
    const calls = serve((c) => (c.method === 'PUT' ? ok(sequence()) : ok(four)));
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove email 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add an email' }));
    await userEvent.type(within(cards()[3]!).getByLabelText('Subject'), 'One more');
    await userEvent.type(within(cards()[3]!).getByLabelText('Email text'), 'Hi {{first_name}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    const { emails } = sent(calls, 'PUT')[0]!.body as { emails: { id?: string; subject: string; delayDays: number }[] };
    expect(emails.map((e) => [e.id, e.subject, e.delayDays])).toEqual([
      [email(1, 0).id, 'Subject 1', 0],
      [email(3, 0).id, 'Subject 3', 4],
      [email(4, 0).id, 'Subject 4', 7],
      [undefined, 'One more', 7],
    ]);
  });

  it('asks before turning it on, sends each change once, and says since when it is on', async () => {
    const calls = serve((c) => {
      if (c.path.endsWith('/enable')) return ok(sequence({ enabled: true, enabled_at: '2026-11-24T10:00:00.000Z' }));
      if (c.path.endsWith('/disable')) return ok(sequence());
      return ok(sequence());
    });
    renderEditor();
    const turnOn = await screen.findByRole('button', { name: 'Turn on' });
    expect(screen.getByRole('button', { name: 'Write a new sequence' })).toBeVisible();
    await userEvent.click(turnOn);
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn on the welcome sequence?' });
    expect(confirm).toHaveTextContent('New subscribers who confirm from now on will get these emails.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'POST', '/enable')).toHaveLength(0);

    await userEvent.click(turnOn);
    const again = await screen.findByRole('alertdialog', { name: 'Turn on the welcome sequence?' });
    await userEvent.dblClick(within(again).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('On since Nov 24, 2026')).toBeVisible();
    expect(screen.getByText('On', { selector: '[data-slot=badge]' })).toBeVisible();
    expect(sent(calls, 'POST', '/enable')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(WELCOME_MESSAGES.enabled);
    // Writing a new one is for a sequence that is off.
    expect(screen.queryByRole('button', { name: 'Write a new sequence' })).toBeNull();

    const turnOff = screen.getByRole('button', { name: 'Turn off' });
    fireEvent.click(turnOff);
    fireEvent.click(turnOff);
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeVisible();
    expect(sent(calls, 'POST', '/disable')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(WELCOME_MESSAGES.disabled);
  });

  it('asks before writing a new sequence, and fills the form with it', async () => {
    const rewritten = sequence({ emails: [email(1, 0, { subject: 'Fresh start' }), email(2, 2), email(3, 4)] });
    const calls = serve((c) => (c.path.endsWith('/generate') ? ok(rewritten) : ok(sequence())));
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a new sequence' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Write a new sequence?' });
    expect(confirm).toHaveTextContent('New emails replace the subject, text and wait of every email below.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Write new emails' }));
    await waitFor(() => expect(within(cards()[0]!).getByLabelText('Subject')).toHaveValue('Fresh start'));
    expect(sent(calls, 'POST', '/generate')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('previews an email as it is typed, in a sandbox, and sends a test of the saved one', async () => {
    const calls = serve((c) => {
      if (c.path.endsWith('/preview'))
        return ok({ subject: 'Subject 1', html: '<p>Hi <strong>Alex</strong></p>', text: 'Hi Alex' });
      if (c.path.endsWith('/test')) return ok({ sent_to: 'dee@example.com' });
      return ok(
        sequence({
          emails: [email(1, 0, { stats: { sent: 12, failed: 1, unsubscribes: 2 } }), email(2, 2), email(3, 4)],
          waiting_for_daily_limit: 3,
        }),
      );
    });
    renderEditor();
    await screen.findByRole('heading', { name: 'Email 1 · Right after confirming' });
    expect(within(cards()[0]!).getByText('12 sent · 1 failed · 2 unsubscribes')).toBeVisible();
    expect(within(cards()[1]!).queryByTestId('sequence-email-stats')).toBeNull();
    expect(
      screen.getByText('3 emails of this sequence wait for tomorrow: you reached today’s sending limit.'),
    ).toBeVisible();

    await userEvent.click(within(cards()[0]!).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Email 1 · Right after confirming' });
    const frame = await within(dialog).findByTitle('Email preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hi <strong>Alex</strong></p>');
    expect(sent(calls, 'POST', '/preview')[0]!.body).toEqual({ subject: 'Subject 1', body: email(1, 0).body });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(within(dialog).getByText('Hi Alex')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(cards()[0]!).getByRole('button', { name: 'Preview' })).toHaveFocus();

    await userEvent.click(within(cards()[0]!).getByRole('button', { name: 'Send me a test' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Test sent to dee@example.com'));
    expect(sent(calls, 'POST', '/test')[0]!.body).toEqual({ emailId: email(1, 0).id });
  });
});
