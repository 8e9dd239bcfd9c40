import { CalendarDaysIcon } from 'lucide-react';
import { Avatar, FakeButton, type TPreviewProps } from './preview-parts';

export function LinkedInPreview({ name, initials, bio }: TPreviewProps) {
  return (
    <div className="bg-white text-zinc-900">
      <div aria-hidden className="h-16 bg-gradient-to-r from-slate-400 to-sky-200" />
      <div className="grid gap-2 px-4 pb-4">
        <Avatar initials={initials} className="-mt-10 size-20 border-4 border-white text-xl" />
        <div className="grid gap-1">
          <p className="text-lg leading-tight font-semibold">{name}</p>
          <p className="text-sm leading-snug wrap-anywhere whitespace-pre-line" data-testid="preview-bio">
            {bio}
          </p>
          <p className="text-xs text-zinc-600">
            Open to new clients · <span className="font-semibold text-[#0a58b0]">500+ connections</span>
          </p>
        </div>
        <div className="flex gap-2">
          <FakeButton className="rounded-full bg-[#0a58b0] px-4 text-white">Connect</FakeButton>
          <FakeButton className="rounded-full border border-[#0a58b0] px-4 text-[#0a58b0]">Message</FakeButton>
        </div>
      </div>
    </div>
  );
}

export function TwitterPreview({ name, handle, initials, bio }: TPreviewProps) {
  return (
    <div className="bg-black text-white">
      <div aria-hidden className="h-16 bg-zinc-700" />
      <div className="grid gap-2 px-4 pb-4">
        <div className="flex items-end justify-between">
          <Avatar initials={initials} className="-mt-9 size-[4.5rem] border-4 border-black text-xl" />
          <FakeButton className="rounded-full bg-white px-4 py-2 text-black">Follow</FakeButton>
        </div>
        <div>
          <p className="text-lg leading-tight font-bold">{name}</p>
          <p className="text-sm text-[#8b98a5]">{handle}</p>
        </div>
        <p className="text-sm leading-snug wrap-anywhere whitespace-pre-line" data-testid="preview-bio">
          {bio}
        </p>
        <p className="flex items-center gap-1 text-sm text-[#8b98a5]">
          <CalendarDaysIcon aria-hidden className="size-4" />
          Joined March 2024
        </p>
        <p className="text-sm text-[#8b98a5]">
          <span className="font-semibold text-white">312</span> Following{' '}
          <span className="ml-3 font-semibold text-white">2,431</span> Followers
        </p>
      </div>
    </div>
  );
}

export function FacebookPreview({ name, initials, bio }: TPreviewProps) {
  return (
    <div className="bg-[#f0f2f5] text-zinc-900">
      <div aria-hidden className="h-20 bg-gradient-to-r from-sky-300 to-indigo-300" />
      <div className="grid gap-3 px-4 pb-4">
        <div className="flex flex-wrap items-end gap-3">
          <Avatar initials={initials} className="-mt-10 size-20 border-4 border-white text-xl" />
          <div className="min-w-0">
            <p className="text-lg leading-tight font-bold">{name}</p>
            <p className="text-xs text-zinc-600">2.4K followers</p>
          </div>
        </div>
        <div className="flex gap-2">
          <FakeButton className="bg-[#1359c9] text-white">Follow</FakeButton>
          <FakeButton className="bg-zinc-300 text-zinc-900">Message</FakeButton>
        </div>
        <div className="grid gap-2 rounded-lg bg-white p-3 shadow-sm">
          <p className="text-sm font-bold">Intro</p>
          <p className="text-center text-sm leading-snug wrap-anywhere whitespace-pre-line" data-testid="preview-bio">
            {bio}
          </p>
        </div>
      </div>
    </div>
  );
}
