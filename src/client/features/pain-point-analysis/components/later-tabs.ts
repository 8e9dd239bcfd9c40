/** The analysis tabs after the first, in a chunk of their own: the page renders without them. */
export { ContentIdeasTab } from './content-ideas-tab';
export { MarketIntelTab } from './market-intel-tab';
export { PainPointsTab } from './pain-points-tab';
export { PositioningTab } from './positioning-tab';
