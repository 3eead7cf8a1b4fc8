// Executes one graphics job: vertex and index buffers in host-visible memory, the
// targets, the pipeline, one draw (indexed or not) or mesh-task dispatch, read-back.
#include "runner/draw.h"

#include "runner/error.h"
#include "runner/submission.h"

namespace untangle::runner {
namespace {

// The indices as the device reads them: 16-bit indices two to a word.
std::vector<uint32_t> index_words(const IndexBuffer& buffer) {
  if (buffer.type == VK_INDEX_TYPE_UINT32) return buffer.indices;
  std::vector<uint32_t> words((buffer.indices.size() + 1) / 2, 0);
  for (std::size_t index = 0; index < buffer.indices.size(); ++index) {
    words[index / 2] |= buffer.indices[index] << (16 * (index % 2));
  }
  return words;
}

void check_mesh_dispatch(const Device& device, const std::array<uint32_t, 3>& groups) {
  if (device.draw_mesh_tasks() == nullptr) throw Unsupported("the device lacks VK_EXT_mesh_shader");
  const uint64_t total = static_cast<uint64_t>(groups[0]) * groups[1] * groups[2];
  // VK_EXT_mesh_shader guarantees at least 2^22 groups in all and 65535 along each axis.
  if (groups[0] > 65535 || groups[1] > 65535 || groups[2] > 65535 || total > (1u << 22)) {
    throw Unsupported("dispatch_mesh exceeds the group counts every mesh-shader device supports");
  }
}

void record_draw(const Device& device, VkCommandBuffer commands, const GraphicsSetup& setup) {
  if (setup.dispatch_mesh) {
    const std::array<uint32_t, 3>& groups = *setup.dispatch_mesh;
    device.draw_mesh_tasks()(commands, groups[0], groups[1], groups[2]);
    return;
  }
  const DrawCall& draw = *setup.draw;
  if (setup.index_buffer) {
    vkCmdDrawIndexed(commands, draw.index_count, draw.instance_count, draw.first_index, draw.vertex_offset,
                     draw.first_instance);
  } else {
    vkCmdDraw(commands, draw.vertex_count, draw.instance_count, draw.first_vertex, draw.first_instance);
  }
}

}  // namespace

GraphicsResult execute_graphics(Device& device, const GraphicsJob& job) {
  device.require_usable();
  const GraphicsSetup& setup = *job.setup;
  if (setup.dispatch_mesh) check_mesh_dispatch(device, *setup.dispatch_mesh);

  const PipelineResources resources(device, *job.resources, job.push_constants);
  const Attachments attachments(device, setup);
  const Pipeline pipeline = create_graphics_pipeline(device, job, resources.layout(), attachments);
  std::vector<HostBuffer> vertex_buffers;
  std::vector<VkBuffer> vertex_handles;
  std::vector<VkDeviceSize> vertex_offsets;
  for (const VertexBuffer& buffer : setup.vertex_buffers) {
    vertex_buffers.push_back(create_host_buffer(device, buffer.data.size() * sizeof(uint32_t),
                                                VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, buffer.data));
    vertex_handles.push_back(vertex_buffers.back().buffer.get());
    vertex_offsets.push_back(buffer.offset);
  }
  std::optional<HostBuffer> index_buffer;
  if (setup.index_buffer) {
    const std::vector<uint32_t> words = index_words(*setup.index_buffer);
    index_buffer = create_host_buffer(device, words.size() * sizeof(uint32_t), VK_BUFFER_USAGE_INDEX_BUFFER_BIT, words);
  }

  Submission submission(device);
  const VkCommandBuffer commands = submission.commands();
  attachments.begin(commands);
  vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline.get());
  resources.bind(commands, VK_PIPELINE_BIND_POINT_GRAPHICS);
  if (!vertex_handles.empty()) {
    vkCmdBindVertexBuffers(commands, 0, static_cast<uint32_t>(vertex_handles.size()), vertex_handles.data(),
                           vertex_offsets.data());
  }
  if (index_buffer) vkCmdBindIndexBuffer(commands, index_buffer->buffer.get(), 0, setup.index_buffer->type);
  record_draw(device, commands, setup);
  attachments.end_and_copy(commands);
  submission.run("draw", job.timeout);
  return {resources.contents(device), attachments.contents()};
}

}  // namespace untangle::runner
