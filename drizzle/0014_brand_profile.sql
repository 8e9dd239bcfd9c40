CREATE TABLE "brand_profile_fields" (
	"user_id" text NOT NULL,
	"field" text NOT NULL,
	"value" jsonb NOT NULL,
	"source_tool" text NOT NULL,
	"source_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_profile_fields_user_id_field_pk" PRIMARY KEY("user_id","field")
);
--> statement-breakpoint
ALTER TABLE "brand_profile_fields" ADD CONSTRAINT "brand_profile_fields_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;