import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('SiteImage', { description: 'A photo shown at one place of the site.' })
export class SiteImageView {
  @Field(() => Int, { description: 'Negative for a built-in image (shown while the couple has uploaded none).' })
  id!: number;

  @Field(() => String, { description: 'hero, events, story, venue, gallery or couple' })
  location!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'The full-size address; for an uploaded photo signed and valid for 15 to 30 minutes.' })
  url!: string;

  @Field(() => String, { description: 'The web-sized variants as an HTML srcset (empty when there is one size).' })
  srcSet!: string;

  @Field(() => String, { description: 'A small square preview.' })
  thumbnailUrl!: string;

  @Field(() => String)
  alt!: string;

  @Field(() => Int)
  displayOrder!: number;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => String, { description: 'parents, close-friends, or empty for both sets.' })
  photoVersion!: string;

  @Field(() => Int, { nullable: true })
  width!: number | null;

  @Field(() => Int, { nullable: true })
  height!: number | null;
}

@ObjectType('AdminSiteImage', { description: 'A photo shown at one place of the site, its texts in English and Spanish, for the dashboard.' })
export class AdminSiteImageView extends SiteImageView {
  @Field(() => String, { description: "The Spanish description; '' reads as the English." })
  descriptionEs!: string;

  @Field(() => String, { description: "The Spanish alt text; '' reads as the English." })
  altEs!: string;
}

@InputType({ description: 'The details of an uploaded photo.' })
export class SiteImageInput {
  @Field(() => String, { description: 'hero, events, story, venue, gallery or couple' })
  location!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'The description in Spanish.' })
  descriptionEs?: string | null;

  @Field(() => String, { nullable: true, description: 'What the photo shows, for screen readers.' })
  alt?: string | null;

  @Field(() => String, { nullable: true, description: 'The alt text in Spanish.' })
  altEs?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  displayOrder!: number;

  @Field(() => Boolean, { defaultValue: true })
  active!: boolean;

  @Field(() => String, { defaultValue: '', description: 'parents, close-friends, or empty for both sets.' })
  photoVersion!: string;
}

@InputType({ description: 'Only the fields given change.' })
export class SiteImageUpdateInput {
  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  descriptionEs?: string | null;

  @Field(() => String, { nullable: true })
  alt?: string | null;

  @Field(() => String, { nullable: true })
  altEs?: string | null;

  @Field(() => Int, { nullable: true })
  displayOrder?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => String, { nullable: true })
  photoVersion?: string | null;
}

@ObjectType('SignedUrl')
export class SignedUrlView {
  @Field(() => String)
  signedUrl!: string;
}
