import { compileMarkdownMail, type CompiledMail, type MarkdownMailContent } from '../../mail/markdown-mail';

export type { Recipient, RenderedMail } from '../../mail/markdown-mail';

/*
 * A campaign mail: the shared Markdown mail (mail/markdown-mail.tsx) with the product as its sender.
 * Loaded with `await import()` by the campaigns service and source: the server starts without React.
 */

export type CampaignContent = MarkdownMailContent;
export type CompiledCampaign = CompiledMail;
export interface CampaignSender {
  /** Every relative link in the body becomes absolute against it. */
  appUrl: string;
  productName: string;
  /** Shown in the footer's identity line. */
  fromAddress: string;
}

/** Compiled once per campaign, filled per recipient. */
export function compileCampaign(content: CampaignContent, sender: CampaignSender): Promise<CompiledCampaign> {
  const appUrl = sender.appUrl.replace(/\/+$/, '');
  return compileMarkdownMail(content, {
    appUrl,
    brand: { label: sender.productName, href: appUrl },
    footer: {
      reason: `You receive this email because you asked for news from ${sender.productName}.`,
      identity: `${sender.productName} · ${sender.fromAddress}`,
      identityText: `${sender.productName} · ${sender.fromAddress} · ${appUrl}`,
    },
  });
}
