import { Avatar, FakeButton, Stat, type TPreviewProps } from './preview-parts';

/* Colours are the platforms' own, darkened where needed so text keeps WCAG AA contrast. */

export function InstagramPreview({ name, handle, initials, bio }: TPreviewProps) {
  return (
    <div className="grid gap-3 bg-white p-4 text-zinc-900">
      <p className="text-sm font-semibold">{handle.slice(1)}</p>
      <div className="flex items-center gap-4">
        <span className="rounded-full bg-gradient-to-tr from-[#f9a825] via-[#e1306c] to-[#7b3fbf] p-[3px]">
          <Avatar initials={initials} className="size-16 border-2 border-white text-lg" />
        </span>
        <div className="flex flex-1 justify-around text-zinc-900">
          <Stat value="128" label="posts" />
          <Stat value="2,431" label="followers" />
          <Stat value="312" label="following" />
        </div>
      </div>
      <div className="grid gap-0.5 text-sm">
        <p className="font-semibold">{name}</p>
        <p className="leading-snug wrap-anywhere whitespace-pre-line" data-testid="preview-bio">
          {bio}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <FakeButton className="bg-[#0064c8] text-white">Follow</FakeButton>
        <FakeButton className="bg-zinc-200 text-zinc-900">Message</FakeButton>
      </div>
    </div>
  );
}

export function TikTokPreview({ name, handle, initials, bio }: TPreviewProps) {
  return (
    <div className="flex flex-col items-center gap-3 bg-black p-5 text-center text-white">
      <Avatar initials={initials} className="size-20 text-xl" />
      <div className="grid gap-0.5">
        <p className="text-base font-bold">{handle}</p>
        <p className="text-xs text-zinc-400">{name}</p>
      </div>
      <div className="flex gap-5 text-zinc-400 [&_span>span:first-child]:text-white">
        <Stat value="312" label="Following" />
        <Stat value="18.4K" label="Followers" />
        <Stat value="402K" label="Likes" />
      </div>
      <FakeButton className="w-40 rounded-sm bg-[#d3123f] py-2 text-sm text-white">Follow</FakeButton>
      <p className="max-w-xs text-sm leading-snug wrap-anywhere whitespace-pre-line" data-testid="preview-bio">
        {bio}
      </p>
    </div>
  );
}

export function YouTubePreview({ name, handle, initials, bio }: TPreviewProps) {
  return (
    <div className="bg-[#0f0f0f] text-white">
      <div aria-hidden className="h-16 bg-gradient-to-r from-indigo-900 via-violet-800 to-rose-800" />
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
        <Avatar initials={initials} className="size-16 text-lg" />
        <div className="grid min-w-0 gap-1">
          <p className="text-lg leading-tight font-bold">{name}</p>
          <p className="text-xs text-zinc-400">{handle} · 12.8K subscribers · 86 videos</p>
          <p
            className="line-clamp-3 text-sm leading-snug wrap-anywhere whitespace-pre-line text-zinc-300"
            data-testid="preview-bio"
          >
            {bio}
          </p>
          <FakeButton className="mt-1 w-fit rounded-full bg-white px-4 py-2 text-sm text-black">Subscribe</FakeButton>
        </div>
      </div>
    </div>
  );
}
