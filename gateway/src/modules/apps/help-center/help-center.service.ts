// The help center (spec §7 Help center, contract §4.6): FAQs and guides by category, read-only
// reference data shared by every account. REST and GraphQL both call these methods.
import { parseInput } from '../../../lib/validation.js';
import { readFixtures } from '../kit/demo-input.js';
import type { FaqCategoryModel, GuideCategoryModel, GuideModel, HelpCenterFixtures } from './help-center.mappers.js';
import { FaqsQuery, GuideQuery, GuidesQuery } from './help-center.schemas.js';

const data = (): HelpCenterFixtures => readFixtures<HelpCenterFixtures>('help-center');

export class HelpCenterAppService {
  /** Every FAQ category with its FAQs (data order); with a slug, that one (unknown: none). */
  faqs(args: unknown): FaqCategoryModel[] {
    const { slug } = parseInput(FaqsQuery, args);
    const { faqCategories, faqs } = data();
    return faqCategories
      .filter((category) => slug == null || category.slug === slug)
      .map((category) => ({ ...category, faqs: faqs.filter((faq) => faq.categoryId === category.id) }));
  }

  /** With a slug: that category with all its guides (unknown: none). Without: every category
   * with its first `limit` guides, `visibleGuides` (the limit) and `totalGuides`. */
  guides(args: unknown): GuideCategoryModel[] {
    const { slug, limit: visibleGuides } = parseInput(GuidesQuery, args);
    const { guideCategories } = data();
    if (slug != null) {
      const category = guideCategories.find((candidate) => candidate.slug === slug);
      return category ? [{ ...category, guides: guidesOf(category.id) }] : [];
    }
    return guideCategories.map((category) => {
      const guides = guidesOf(category.id);
      return { ...category, visibleGuides, totalGuides: guides.length, guides: guides.slice(0, visibleGuides) };
    });
  }

  /** The category with the one guide of that slug in it, content filled in; null when the
   * category or its guide is unknown. */
  guide(args: unknown): GuideCategoryModel | null {
    const { categorySlug, guideSlug } = parseInput(GuideQuery, args);
    const { guideCategories, guideContent } = data();
    const category = guideCategories.find((candidate) => candidate.slug === categorySlug);
    const guide = category && guidesOf(category.id).find((candidate) => candidate.slug === guideSlug);
    return guide ? { ...category, guides: [{ ...guide, content: guideContent }] } : null;
  }

  /** How many guides the category has. */
  guideCount(categoryId: string): number {
    return guidesOf(categoryId).length;
  }

  /** The page every guide shows. */
  content(): string {
    return data().guideContent;
  }
}

const guidesOf = (categoryId: string): GuideModel[] => data().guides.filter((guide) => guide.categoryId === categoryId);
