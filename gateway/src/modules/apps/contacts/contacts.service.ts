// The contacts directory (spec §7 Contacts, contract §4.3), one account's copy each: contacts
// sorted by name, search, tags, countries, and avatars uploaded as images.
import type { Db } from '../../../db/client.js';
import { badInput } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { processPhoto } from '../../maintenance/photos/photo-images.js';
import { byText, pageOf, type DemoPage } from '../kit/demo-input.js';
import type { DemoSearchable } from '../kit/demo-search.js';
import { DemoTags } from '../kit/demo-tags.js';
import type { ContactDoc, ContactModel } from './contacts.mappers.js';
import { CONTACT, contactsStore } from './contacts.repository.js';
import { ContactPatchBody, CountryLanguageInput, InlineAvatar, SearchQuery } from './contacts.schemas.js';
import { countryList, type CountryModel } from './countries.js';

type PageArgs = { page?: number | null; size?: number | null };

const byName = byText<ContactModel>((contact) => contact.name);

/** What POST creates (contract §4.3): the defaults of every version but one local edit. */
const blankContact = (): ContactDoc => ({
  avatar: null,
  name: 'New Contact',
  emails: [],
  phoneNumbers: [],
  job: { title: '', company: '' },
  birthday: null,
  address: null,
  notes: null,
  tags: [],
});

export class ContactsAppService {
  private readonly store;
  /** The account's contact tags (deleting one takes it off every contact). */
  readonly tags;

  constructor(db: Db) {
    this.store = contactsStore(db);
    this.tags = new DemoTags(this.store, CONTACT);
  }

  /** Every country, named in `language` (en, fr or ar) and sorted by that name. */
  countries(language: unknown): CountryModel[] {
    return countryList(parseInput(CountryLanguageInput, language ?? undefined));
  }

  /** Every contact, sorted by name. */
  all(user: UserModel): Promise<ContactModel[]> {
    return this.store.read(user.id, async (data) => (await data.list<ContactDoc>(CONTACT)).sort(byName));
  }

  /** Contacts whose name holds `query` (case-insensitive), sorted by name; all for an empty query. */
  async search(user: UserModel, query: unknown): Promise<ContactModel[]> {
    const needle = parseInput(SearchQuery, query ?? null)?.toLowerCase();
    const contacts = await this.all(user);
    return needle ? contacts.filter((contact) => contact.name?.toLowerCase().includes(needle)) : contacts;
  }

  /** What global search looks through: contacts, by name. */
  get searchable(): DemoSearchable {
    return { store: this.store, kind: CONTACT, fields: ['name'] };
  }

  async page(user: UserModel, query: unknown, args: PageArgs): Promise<DemoPage<ContactModel>> {
    return pageOf(await this.search(user, query), args);
  }

  contact(user: UserModel, id: unknown): Promise<ContactModel | null> {
    return this.store.read(user.id, (data) => data.get<ContactDoc>(CONTACT, id));
  }

  /** A blank contact, placed first in stored order (the body is ignored). */
  create(user: UserModel): Promise<ContactModel> {
    return this.store.write(user.id, (data) => data.insert(CONTACT, blankContact(), 'first'));
  }

  /** Shallow merge (PATCH {id, contact}); null when unknown. */
  update(user: UserModel, body: unknown): Promise<ContactModel | null> {
    const { id, contact } = parseInput(ContactPatchBody, body);
    return this.store.write(user.id, (data) => data.merge<ContactDoc>(CONTACT, id, contact));
  }

  /** True when the contact was there. */
  remove(user: UserModel, id: unknown): Promise<boolean> {
    return this.store.write(user.id, async (data) => Boolean(await data.remove(CONTACT, id)));
  }

  /**
   * Stores an uploaded image as the contact's avatar, inline (a data URL): its type read from
   * its bytes (JPEG, PNG or WebP), re-encoded small and without metadata. Null when unknown.
   */
  async setAvatar(user: UserModel, id: unknown, bytes: Buffer | undefined): Promise<ContactModel | null> {
    if (!bytes?.length) throw badInput('avatar: an image file is required');
    if (!(await this.contact(user, id))) return null;
    const { thumbnail } = await processPhoto(bytes);
    const avatar = `data:image/webp;base64,${thumbnail.toString('base64')}`;
    return this.store.write(user.id, (data) => data.merge<ContactDoc>(CONTACT, id, { avatar }));
  }

  /** The avatar sent inline ({id, avatar: 'data:…;base64,…'}: JSON or GraphQL). */
  setInlineAvatar(user: UserModel, body: unknown): Promise<ContactModel | null> {
    const { id, avatar } = parseInput(InlineAvatar, body);
    return this.setAvatar(user, id, Buffer.from(avatar.slice(avatar.indexOf(',') + 1), 'base64'));
  }
}
