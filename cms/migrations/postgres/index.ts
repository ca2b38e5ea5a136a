import * as migration_20261121_090633_initial from './20261121_090633_initial';
import * as migration_20261122_182901_rate_limit_hits from './20261122_182901_rate_limit_hits';
import * as migration_20261122_234137_checkout from './20261122_234137_checkout';
import * as migration_20261123_063349_renewals_upsells from './20261123_063349_renewals_upsells';
import * as migration_20261123_072405_content_version from './20261123_072405_content_version';
import * as migration_20261123_122806_site_settings_intro_lesson from './20261123_122806_site_settings_intro_lesson';
import * as migration_20261123_150156_site_settings_intro_lesson_text_ids from './20261123_150156_site_settings_intro_lesson_text_ids';
import * as migration_20261123_154057_experiment_weights from './20261123_154057_experiment_weights';
import * as migration_20261123_162023_analytics_rollups from './20261123_162023_analytics_rollups';
import * as migration_20261123_172853_certificates from './20261123_172853_certificates';
import * as migration_20261123_181628_feedback_and_reports from './20261123_181628_feedback_and_reports';
import * as migration_20261123_181937_feature_flags from './20261123_181937_feature_flags';
import * as migration_20261123_215843_ai_learning from './20261123_215843_ai_learning';
import * as migration_20261126_214953_email_outbox_delivery from './20261126_214953_email_outbox_delivery';
import * as migration_20261126_220648_product_facts from './20261126_220648_product_facts';
import * as migration_20261126_223704_price_blocks_sell_plans from './20261126_223704_price_blocks_sell_plans';
import * as migration_20261126_223820_price_blocks_drop_own_prices from './20261126_223820_price_blocks_drop_own_prices';
import * as migration_20261127_014607_upsell_pack_prompts from './20261127_014607_upsell_pack_prompts';
import * as migration_20261127_082434_reporting_time_zone from './20261127_082434_reporting_time_zone';
import * as migration_20261127_122032_student_data_version from './20261127_122032_student_data_version';
import * as migration_20261207_121701_staff_roles_sealed_mail from './20261207_121701_staff_roles_sealed_mail';
import * as migration_20261207_124225_seller_on_receipts from './20261207_124225_seller_on_receipts';
import * as migration_20261207_145621_course_tools_task_examples_video_captions from './20261207_145621_course_tools_task_examples_video_captions';
import * as migration_20261207_150021_prompt_library from './20261207_150021_prompt_library';
import * as migration_20261207_153507_counted_product_facts from './20261207_153507_counted_product_facts';
import * as migration_20261207_180324_lesson_bookmarks from './20261207_180324_lesson_bookmarks';
import * as migration_20261207_183957_object_store_and_durable_work from './20261207_183957_object_store_and_durable_work';
import * as migration_20261207_184929_experiment_pause from './20261207_184929_experiment_pause';
import * as migration_20261207_213224_save_offers from './20261207_213224_save_offers';

export const migrations = [
  {
    up: migration_20261121_090633_initial.up,
    down: migration_20261121_090633_initial.down,
    name: '20261121_090633_initial',
  },
  {
    up: migration_20261122_182901_rate_limit_hits.up,
    down: migration_20261122_182901_rate_limit_hits.down,
    name: '20261122_182901_rate_limit_hits',
  },
  {
    up: migration_20261122_234137_checkout.up,
    down: migration_20261122_234137_checkout.down,
    name: '20261122_234137_checkout',
  },
  {
    up: migration_20261123_063349_renewals_upsells.up,
    down: migration_20261123_063349_renewals_upsells.down,
    name: '20261123_063349_renewals_upsells',
  },
  {
    up: migration_20261123_072405_content_version.up,
    down: migration_20261123_072405_content_version.down,
    name: '20261123_072405_content_version',
  },
  {
    up: migration_20261123_122806_site_settings_intro_lesson.up,
    down: migration_20261123_122806_site_settings_intro_lesson.down,
    name: '20261123_122806_site_settings_intro_lesson',
  },
  {
    up: migration_20261123_150156_site_settings_intro_lesson_text_ids.up,
    down: migration_20261123_150156_site_settings_intro_lesson_text_ids.down,
    name: '20261123_150156_site_settings_intro_lesson_text_ids',
  },
  {
    up: migration_20261123_154057_experiment_weights.up,
    down: migration_20261123_154057_experiment_weights.down,
    name: '20261123_154057_experiment_weights',
  },
  {
    up: migration_20261123_162023_analytics_rollups.up,
    down: migration_20261123_162023_analytics_rollups.down,
    name: '20261123_162023_analytics_rollups',
  },
  {
    up: migration_20261123_172853_certificates.up,
    down: migration_20261123_172853_certificates.down,
    name: '20261123_172853_certificates',
  },
  {
    up: migration_20261123_181628_feedback_and_reports.up,
    down: migration_20261123_181628_feedback_and_reports.down,
    name: '20261123_181628_feedback_and_reports',
  },
  {
    up: migration_20261123_181937_feature_flags.up,
    down: migration_20261123_181937_feature_flags.down,
    name: '20261123_181937_feature_flags',
  },
  {
    up: migration_20261123_215843_ai_learning.up,
    down: migration_20261123_215843_ai_learning.down,
    name: '20261123_215843_ai_learning',
  },
  {
    up: migration_20261126_214953_email_outbox_delivery.up,
    down: migration_20261126_214953_email_outbox_delivery.down,
    name: '20261126_214953_email_outbox_delivery',
  },
  {
    up: migration_20261126_220648_product_facts.up,
    down: migration_20261126_220648_product_facts.down,
    name: '20261126_220648_product_facts',
  },
  {
    up: migration_20261126_223704_price_blocks_sell_plans.up,
    down: migration_20261126_223704_price_blocks_sell_plans.down,
    name: '20261126_223704_price_blocks_sell_plans',
  },
  {
    up: migration_20261126_223820_price_blocks_drop_own_prices.up,
    down: migration_20261126_223820_price_blocks_drop_own_prices.down,
    name: '20261126_223820_price_blocks_drop_own_prices',
  },
  {
    up: migration_20261127_014607_upsell_pack_prompts.up,
    down: migration_20261127_014607_upsell_pack_prompts.down,
    name: '20261127_014607_upsell_pack_prompts',
  },
  {
    up: migration_20261127_082434_reporting_time_zone.up,
    down: migration_20261127_082434_reporting_time_zone.down,
    name: '20261127_082434_reporting_time_zone',
  },
  {
    up: migration_20261127_122032_student_data_version.up,
    down: migration_20261127_122032_student_data_version.down,
    name: '20261127_122032_student_data_version',
  },
  {
    up: migration_20261207_121701_staff_roles_sealed_mail.up,
    down: migration_20261207_121701_staff_roles_sealed_mail.down,
    name: '20261207_121701_staff_roles_sealed_mail',
  },
  {
    up: migration_20261207_124225_seller_on_receipts.up,
    down: migration_20261207_124225_seller_on_receipts.down,
    name: '20261207_124225_seller_on_receipts',
  },
  {
    up: migration_20261207_145621_course_tools_task_examples_video_captions.up,
    down: migration_20261207_145621_course_tools_task_examples_video_captions.down,
    name: '20261207_145621_course_tools_task_examples_video_captions',
  },
  {
    up: migration_20261207_150021_prompt_library.up,
    down: migration_20261207_150021_prompt_library.down,
    name: '20261207_150021_prompt_library',
  },
  {
    up: migration_20261207_153507_counted_product_facts.up,
    down: migration_20261207_153507_counted_product_facts.down,
    name: '20261207_153507_counted_product_facts',
  },
  {
    up: migration_20261207_180324_lesson_bookmarks.up,
    down: migration_20261207_180324_lesson_bookmarks.down,
    name: '20261207_180324_lesson_bookmarks',
  },
  {
    up: migration_20261207_183957_object_store_and_durable_work.up,
    down: migration_20261207_183957_object_store_and_durable_work.down,
    name: '20261207_183957_object_store_and_durable_work',
  },
  {
    up: migration_20261207_184929_experiment_pause.up,
    down: migration_20261207_184929_experiment_pause.down,
    name: '20261207_184929_experiment_pause',
  },
  {
    up: migration_20261207_213224_save_offers.up,
    down: migration_20261207_213224_save_offers.down,
    name: '20261207_213224_save_offers'
  },
];
