// The help center's records: shared reference data, the same for every account.
export interface FaqModel {
  id: string;
  categoryId: string;
  question: string;
  /** Plain text, two paragraphs. */
  answer: string;
}

export interface FaqCategoryModel {
  id: string;
  slug: string;
  title: string;
  faqs: FaqModel[];
}

export interface GuideModel {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
  /** Only on the one-guide answer (HTML, stored as written). */
  content?: string;
}

export interface GuideCategoryModel {
  id: string;
  slug: string;
  title: string;
  /** The list's limit (the list of every category only). */
  visibleGuides?: number;
  /** The category's guides in all (the list of every category only). */
  totalGuides?: number;
  guides: GuideModel[];
}

export interface HelpCenterFixtures {
  faqCategories: Omit<FaqCategoryModel, 'faqs'>[];
  faqs: FaqModel[];
  guideCategories: Omit<GuideCategoryModel, 'guides'>[];
  guides: GuideModel[];
  guideContent: string;
}
