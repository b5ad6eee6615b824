"use client";

import type { ReactNode } from "react";
import { AdminMain, AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useProfile } from "@/hooks/admin/use-profile";
import { useSettings } from "@/hooks/admin/use-settings";
import type { AdminProfile } from "@/lib/types";
import { BusinessInfoForm } from "./business-info-form";
import { ChangePasswordForm } from "./change-password-form";
import { ProfileForm } from "./profile-form";
import { SecurityTipsCard } from "./security-tips-card";
import { WebsiteImagesForm } from "./website-images-form";

/** /admin/settings: business details and images (left), the admin's own account (right). */
export function SettingsScreen({ admin }: { admin: AdminProfile }) {
  const { settings, error, retry } = useSettings();
  const { profile } = useProfile(admin);

  let settingsForms: ReactNode;
  if (settings) {
    settingsForms = (
      <>
        <BusinessInfoForm settings={settings} />
        <WebsiteImagesForm settings={settings} />
      </>
    );
  } else if (error) {
    settingsForms = (
      <Card role="alert">
        <CardContent className="space-y-3">
          <p className="font-medium">Failed to fetch settings</p>
          <Button type="button" variant="outline" onClick={retry}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    settingsForms = (
      <>
        <FormSkeleton fields={6} />
        <FormSkeleton fields={5} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title="Admin Settings" description="Business details, website images and your account" />
      <AdminMain className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 content-start gap-6">{settingsForms}</div>
        <div className="grid min-w-0 content-start gap-6">
          {profile ? <ProfileForm profile={profile} /> : <FormSkeleton fields={2} />}
          <ChangePasswordForm username={profile?.username ?? admin.username} />
          <SecurityTipsCard />
        </div>
      </AdminMain>
    </>
  );
}

function FormSkeleton({ fields }: { fields: number }) {
  return (
    <Card aria-busy="true" aria-label="Loading">
      <CardHeader>
        <Skeleton className="h-6 w-48" />
      </CardHeader>
      <CardContent className="space-y-4">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
