import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const Guide: Resolvers['Guide'] = {
  content: (guide, _, ctx) => guide.content ?? ctx.services.helpCenterApp.content(),
};

export const GuideCategory: Resolvers['GuideCategory'] = {
  totalGuides: (category, _, ctx) => category.totalGuides ?? ctx.services.helpCenterApp.guideCount(category.id),
};
