import { RefreshCwIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiAccessCard } from '@/features/api-access/public/api-access-card';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import { MarketingSwitch } from '../components/marketing-switch';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const { profile, profileLoading, profileError, user } = useAuth();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <title>Profile | Brandforge</title>
      <header className="grid gap-1">
        <h1 className="text-2xl sm:text-3xl">Your Profile</h1>
        <p className="text-muted-foreground">Your name greets you on the dashboard and appears in the navigation.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>Personal details</h2>
          </CardTitle>
          <CardDescription>Company name and industry help the AI tools speak your language.</CardDescription>
        </CardHeader>
        <CardContent>
          {profile ? (
            <ProfileForm profile={profile} />
          ) : profileError ? (
            <div role="alert" className="flex flex-col items-start gap-3">
              <p>Failed to load profile</p>
              <Button
                variant="outline"
                onClick={() => void queryClient.refetchQueries({ queryKey: queryKeys.profile(user?.id ?? '') })}
              >
                <RefreshCwIcon aria-hidden />
                Try again
              </Button>
            </div>
          ) : (
            <div aria-busy={profileLoading} aria-label="Loading..." className="grid gap-5">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-14" />
              ))}
            </div>
          )}
        </CardContent>
      </Card>
      {profile && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">
              <h2>Email</h2>
            </CardTitle>
            <CardDescription>What Brandforge may send to {profile.email} besides account mails.</CardDescription>
          </CardHeader>
          <CardContent>
            <MarketingSwitch profile={profile} />
          </CardContent>
        </Card>
      )}
      <ApiAccessCard />
    </div>
  );
}
