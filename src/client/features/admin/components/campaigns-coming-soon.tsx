import { MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The Email Campaigns tab and /admin/campaigns until the campaigns tool is built (spec: 'coming soon'). */
export function CampaignsComingSoon({ link = true }: { link?: boolean }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailIcon aria-hidden className="size-6" />
        </span>
        <h2 className="text-lg font-semibold">Email Campaigns</h2>
        <p className="font-medium">Bulk email campaigns are coming soon.</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Scheduled and sending campaigns will count toward Active Campaigns on the dashboard.
        </p>
        {link && (
          <Button asChild variant="outline">
            <Link to={paths.adminCampaigns}>Open Email Campaigns</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
